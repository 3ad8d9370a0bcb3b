import type { DataSetting } from '../../domain/typeTester/fontFeatureSettings';
import type { WebFontFace } from './TypefaceSummary';

/** An axis of a variable font (fvar). */
export interface VariationAxis {
  tag: string;
  name: string;
  min: number;
  max: number;
  default: number;
}

/** A named instance of a variable font, e.g. "SemiBold" at wght 600. */
export interface NamedInstance {
  name: string;
  coordinates: Record<string, number>;
}

/** One style of a subfamily, with its web font. */
export interface SpecimenStyle {
  id: number;
  name: string;
  /** The style's stable key (its web font's file name), used in tester links. */
  slug: string;
  font: WebFontFace;
  /** The face that sets the style's name (the family overview): a subset of the names. */
  nameFont: WebFontFace;
  /** Axes and named instances when the style is a variable font. */
  variation?: { axes: VariationAxis[]; instances: NamedInstance[] };
}

export interface SpecimenSubfamily {
  id: number;
  name: string;
  sortOrder: number;
  styles: SpecimenStyle[];
}

/** An OpenType feature the tester can switch (docs/spec.md §3 "selected OpenType features"). */
export interface OpenTypeFeature {
  name: string;
  /** One tag: the server offers each feature on its own. */
  dataSetting: string;
  /** A short text the feature changes in this font, which its toggle draws before → after. */
  example?: string;
}

/** A group of features of which at most one is selected (e.g. figures, stylistic sets). */
export interface OpenTypeGroup {
  name: string;
  sortOrder: number;
  otfs: OpenTypeFeature[];
}

/**
 * What the tester offers for text in one script of the family: only the controls that
 * change that script in its fonts (read from the fonts at import).
 */
export interface TesterScript {
  script: string;
  direction: 'ltr' | 'rtl';
  samples: string[];
  /** A right-to-left script's Latin companion lines: one shows below its own (samplePage.ts). */
  companion?: string[];
  smallCaps: boolean;
  allSmallCaps: boolean;
  /** The figure styles that differ from the font's default figures. */
  figureStyles: Array<'onum' | 'lnum'>;
  otfGroups: OpenTypeGroup[];
  /**
   * The languages of the script: the font's language systems and those with sample lines
   * the family can set; `code` is the `lang` attribute to set.
   */
  languages?: TesterLanguage[];
}

export interface TesterLanguage {
  tag: string;
  code: string;
  name: string;
  /** The language's own sample lines; none: the script's show. */
  samples?: string[];
}

/** A post a typeface page lists ('in use' and recent posts). */
export interface SpecimenPost {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  typeface?: string | null;
  description?: string | null;
}

/** docs/spec.md §3 "Typeface data for the specimen page". */
export interface TypefaceSpecimen {
  family: {
    name: string;
    slug: string;
    class: string;
    about: string;
    isRtl: boolean;
    mainStyle: { typefaceSubfamilyId: number };
    /**
     * The face the title is set in: the regular style's glyphs of the name only, which the
     * page's head declares and the specimen's preloads.
     */
    titleFont?: WebFontFace | null;
    /**
     * The face that stands in for the regular in the tester's first lines until the regular's
     * own file is in: the glyphs of the lines the tester opens on only, which the page's head
     * declares and the specimen's preloads.
     */
    firstLinesFont?: WebFontFace | null;
    minFontSize: number;
    maxFontSize: number;
    defaultFontSize: number;
    hasSmallCapsSupport: boolean;
    languageText: string;
    minisiteUrl?: string | null;
  };
  /** Sample sentences for the editable lines. */
  examples: string[];
  editable: {
    subfamilies: SpecimenSubfamily[];
    otfGroups: OpenTypeGroup[];
    smallCapsFeature?: { dataSetting: DataSetting } | null;
    /** The family's scripts for the tester, its main script first. */
    scripts: TesterScript[];
  };
  about: { author: string; releaseDate: string; stylesNo: number };
  /** `minisite` is the minisite's address; `font` the family's picture. */
  images: { font?: string | null; pdf?: string | null; minisite?: string | null };
  featureTexts: { title: string; text: string }[];
  /** Posts showing the typeface in use. */
  blogs: SpecimenPost[];
  meta: { title: string; description: string; image: string | null };
  /** The cheapest single style's price ("from $50" beside Purchase); null: none sold. */
  fromPrice?: { amount: number; value: string } | null;
}
