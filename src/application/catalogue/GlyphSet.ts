/** One glyph of a style: the view draws `text` in the style's web font, with `feature` on. */
export interface GlyphEntry {
  id: number;
  name: string;
  text: string;
  codePoint?: number;
  /** The OpenType feature that reaches a glyph the character map does not. */
  feature?: string;
}

/** Every glyph of one style: by Unicode block, then the GSUB-only ones by what makes them. */
export interface GlyphSet {
  style: { name: string; slug: string };
  groups: Array<{ name: string; glyphs: GlyphEntry[] }>;
}
