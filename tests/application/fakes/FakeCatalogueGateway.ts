import type { GlyphSet } from '../../../src/application/catalogue/GlyphSet';
import type { CatalogueGateway } from '../../../src/application/catalogue/CatalogueGateway';
import type { LibraryGateway } from '../../../src/application/catalogue/LibraryGateway';
import type { TypefaceCollection } from '../../../src/application/catalogue/TypefaceCollection';
import type { TypefaceSpecimen } from '../../../src/application/catalogue/TypefaceSpecimen';
import type {
  TypefaceSummary,
  WebFontFace,
} from '../../../src/application/catalogue/TypefaceSummary';
import { SPECIMEN } from '../catalogue/specimenFixture';
import { Gate } from './Gate';
import { notFound } from './notFound';

/** A library entry as GET typefaces answers it; a family's `font` is null unless given. */
export const libraryEntry = (
  fields: Pick<TypefaceSummary, 'id' | 'name' | 'page' | 'type'> & Partial<TypefaceSummary>,
): TypefaceSummary => ({
  class: `ff-${fields.page}`,
  isRtl: false,
  overviewText: `${fields.name} overview`,
  characters: [{ character: 'Aa' }],
  styleCount: 4,
  subFamilyCount: 2,
  description: `About ${fields.name}.`,
  font: null,
  ...fields,
});

/** Test Serif's regular style, which its name is set in wherever the site shows it. */
export const TEST_SERIF_FONT: WebFontFace = {
  family: 'Test Serif',
  url: '/fonts/test-serif/regular.woff2',
  weight: 400,
  style: 'normal',
};

/**
 * The library as GET typefaces answers it: deliberately out of name order, with a
 * collection that the library overview must leave out.
 */
export const LIBRARY: TypefaceSummary[] = [
  libraryEntry({
    id: 1,
    name: 'Test Serif',
    page: 'test-serif',
    type: 'family',
    font: TEST_SERIF_FONT,
  }),
  libraryEntry({
    id: 2,
    name: 'Northern Collection',
    page: 'northern-collection',
    type: 'collection',
  }),
  libraryEntry({ id: 3, name: 'Arda Sans', page: 'arda-sans', type: 'family', styleCount: 1 }),
];

/** The catalogue calls in memory; unknown pages answer 404 like the API. */
/** The library's list and a typeface's calls: one fake for both ports. */
export class FakeCatalogueGateway implements CatalogueGateway, LibraryGateway {
  readonly calls: string[] = [];
  /** Close it to hold every answer until `gate.release()`. */
  readonly gate = new Gate();

  constructor(
    public library: TypefaceSummary[] = LIBRARY,
    public specimens: TypefaceSpecimen[] = [SPECIMEN],
    public collections: Record<string, TypefaceCollection> = {},
  ) {}

  async typefaces(): Promise<TypefaceSummary[]> {
    this.calls.push('typefaces');
    await this.gate.pass();
    return this.library;
  }

  glyphSets: GlyphSet[] = [];

  async glyphs(page: string, style: string): Promise<GlyphSet> {
    this.calls.push(`typefaces/${page}/styles/${style}/glyphs`);
    await this.gate.pass();
    const set = this.glyphSets.find((candidate) => candidate.style.slug === style);
    if (!set) throw notFound(`/typefaces/${page}/styles/${style}/glyphs`);
    return set;
  }

  async typeface(page: string): Promise<TypefaceSpecimen> {
    this.calls.push(`typefaces/${page}`);
    await this.gate.pass();
    const specimen = this.specimens.find((candidate) => candidate.family.slug === page);
    if (!specimen) throw notFound(`/typefaces/${page}`);
    return specimen;
  }

  async collection(slug: string): Promise<TypefaceCollection> {
    this.calls.push(`collections/${slug}`);
    await this.gate.pass();
    const collection = this.collections[slug];
    if (!collection) throw notFound(`/collections/${slug}`);
    return collection;
  }
}
