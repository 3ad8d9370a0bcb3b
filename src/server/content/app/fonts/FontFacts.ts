/** What one retail font file says about itself: nothing here is typed by hand. */
export interface FontFacts {
  /** Typographic family name (name ID 16, else 1), e.g. "EB Garamond". */
  family: string;
  /** Typographic subfamily name (name ID 17, else 2), e.g. "Medium Italic". */
  styleName: string;
  postscriptName: string;
  /** OS/2 usWeightClass, 100–900. */
  weight: number;
  italic: boolean;
  /** The version string of the name table, e.g. "Version 1.003". */
  version: string;
  /** GSUB and GPOS feature tags. */
  features: string[];
  /** Unicode code points of the cmap. */
  codePoints: number[];
  /** Short content hash: a changed file gets new web font URLs. */
  hash: string;
  /** fvar axes and named instances; empty lists for a static font. */
  variation: FontVariation;
}

export interface FontVariation {
  axes: Array<{ tag: string; name: string; min: number; max: number; default: number }>;
  instances: Array<{ name: string; coordinates: Record<string, number> }>;
}
