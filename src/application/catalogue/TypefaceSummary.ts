/** A sample character on a library card (docs/spec.md §3); the card sets it in the family's font. */
export interface SampleCharacter {
  character: string;
}

/** docs/spec.md §3 "Typeface": one entry of the library (a family or a collection). */
export interface TypefaceSummary {
  id: number;
  name: string;
  page: string;
  /** Only 'family' entries are shown as cards (docs/spec.md §2). */
  type: string;
  /** The font class cart and order lines name the family by (TypefaceLibraryStore.fontOfClass). */
  class: string;
  isRtl: boolean;
  overviewText: string;
  characters: SampleCharacter[];
  styleCount: number;
  subFamilyCount: number;
  description: string;
  /**
   * The web font the family's name and card are set in: its regular style, as the server
   * picked it. Null for a collection.
   */
  font: WebFontFace | null;
}

/** One style's web font: what an @font-face rule needs. */
export interface WebFontFace {
  /** The CSS font-family name the face is declared under. */
  family: string;
  /** woff2 URL. */
  url: string;
  weight: number;
  style: 'normal' | 'italic';
  /**
   * The characters a subset file holds (CSS unicode-range), for a face made for names only:
   * declared so, it gives way to the full face for every other character.
   */
  unicodeRange?: string;
}
