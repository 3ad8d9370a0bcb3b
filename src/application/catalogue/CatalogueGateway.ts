import type { GlyphSet } from './GlyphSet';
import type { TypefaceCollection } from './TypefaceCollection';
import type { TypefaceSpecimen } from './TypefaceSpecimen';
import type { TypefaceSummary } from './TypefaceSummary';

/** The typeface library's calls (docs/spec.md §7, DESIGN "The API"). */
export interface CatalogueGateway {
  /** GET typefaces: every library entry (families and collections). */
  typefaces(): Promise<TypefaceSummary[]>;
  /** GET typefaces/{page}: the specimen page's data. */
  typeface(page: string): Promise<TypefaceSpecimen>;
  /** GET typefaces/{page}/styles/{style}/glyphs: the glyph view of one style. */
  glyphs(page: string, style: string): Promise<GlyphSet>;
  /** GET collections/{slug}: `slug` without the word collection. */
  collection(slug: string): Promise<TypefaceCollection>;
}
