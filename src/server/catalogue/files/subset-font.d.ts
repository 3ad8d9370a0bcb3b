// subset-font ships no types; only the call this project makes is declared.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Keep every glyph (the text argument must then be null or ''). */
    keepAllGlyphs?: boolean;
    preserveNameIds?: number[];
    /** Keep only the glyphs of the text, not those its OpenType features could reach. */
    noLayoutClosure?: boolean;
    /** Pins (a number) or narrows ({min, max, default}) variation axes, by axis tag. */
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
  }
  export default function subsetFont(
    buffer: Buffer,
    text: string | null,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
