import type { ScriptName } from '../../content/app/fonts/detectScripts';
import type { StyleRow, SubfamilyRecord } from './typefaceRows';

/** An entry of a typeface's feature_texts (content/typefaces/<slug>/typeface.yaml). */
export interface FeatureText {
  title: string;
  features: string[];
  text: string;
}

/**
 * A family as the catalogue's port hands it out (TypefaceContent.typeface, typefaceRecords):
 * what its specimen PDF, social card, name faces and specimen route read, mapped from the row
 * inside the adapter (typefaceRecordOf.ts: flags as booleans, JSON lists parsed), never the
 * row itself.
 */
export interface TypefaceRecord {
  id: number;
  slug: string;
  name: string;
  author: string;
  /** The version string of the Regular (or first) style. */
  version: string;
  isRtl: boolean;
  overviewText: string;
  /** A content/images path, or null. */
  image: string | null;
  /** Every character of the family (union of its styles), as one string. */
  characters: string;
  scripts: ScriptName[];
  /** GSUB/GPOS feature tags of the family (union of its styles). */
  features: string[];
  samples: string[];
  featureTexts: FeatureText[];
  subfamilies: SubfamilyRecord[];
  styles: StyleRow[];
}
