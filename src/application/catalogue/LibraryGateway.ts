import type { TypefaceSummary } from './TypefaceSummary';

/**
 * The library's list (docs/spec.md §7 "GET typefaces"), which the header, footer and home
 * page read on every page: apart from the specimen's calls (CatalogueGateway), so a page
 * that only lists the families does not load what reads a specimen.
 */
export interface LibraryGateway {
  /** GET typefaces: every library entry (families and collections), without their styles. */
  typefaces(): Promise<TypefaceSummary[]>;
}
