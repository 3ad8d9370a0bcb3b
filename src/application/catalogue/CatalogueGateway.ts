import type { GlyphSet } from './GlyphSet';
import type { TypefaceCollection } from './TypefaceCollection';
import type { TypefaceSpecimen } from './TypefaceSpecimen';

/**
 * A typeface's own calls (docs/spec.md §7, DESIGN "The API"), loaded with the pages that show
 * one (feature 'catalogue'); the library's list is LibraryGateway's.
 */
export interface CatalogueGateway {
  /** GET typefaces/{page}: the specimen page's data. */
  typeface(page: string): Promise<TypefaceSpecimen>;
  /** GET typefaces/{page}/styles/{style}/glyphs: the glyph view of one style. */
  glyphs(page: string, style: string): Promise<GlyphSet>;
  /** GET collections/{slug}: `slug` without the word collection. */
  collection(slug: string): Promise<TypefaceCollection>;
}
