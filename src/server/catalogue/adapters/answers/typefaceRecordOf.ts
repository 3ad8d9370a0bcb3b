import type { ScriptName } from '../../../content/app/fonts/detectScripts';
import type { FeatureText, TypefaceRecord } from '../../app/TypefaceRecord';
import { parseJsonList, type TypefaceRows } from '../../app/typefaceRows';

/** The port's record of a family, mapped from its rows inside the adapter (TypefaceRecord.ts). */
export function typefaceRecordOf({ row, subfamilies, styles }: TypefaceRows): TypefaceRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    author: row.author,
    version: row.version,
    isRtl: row.is_rtl === 1,
    overviewText: row.overview_text,
    image: row.image,
    characters: row.characters,
    scripts: parseJsonList<ScriptName>(row.scripts_json),
    features: parseJsonList<string>(row.features_json),
    samples: parseJsonList<string>(row.samples_json),
    featureTexts: parseJsonList<FeatureText>(row.feature_texts_json),
    subfamilies,
    styles,
  };
}
