import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { getGlyphSet, getSubfamilyStyles } from '../../../contract/catalogue/glyphs';
import { getTypeface } from '../../../contract/catalogue/specimen';
import { getSpecimenPdf } from '../../../contract/catalogue/specimenPdf';
import { getCollection, getTypefaces } from '../../../contract/catalogue/typefaces';
import { valueOrRefuse } from '../../http/Refused';
import { fileRouteSchema, type FileRouteOf } from '../../http/routeSchema';
import type { SpecimenFromPrice } from '../app/SpecimenFromPrice';
import { blogRoutes } from './blogRoutes';
import { cachedRoute } from './cachedRoute';
import type { Catalogue } from '../createCatalogue';
import { contentRoutes } from './contentRoutes';
import { ensureSpecimenPdf, type SpecimenPdfJob } from '../adapters/files/specimenPdfFile';
import type { DocumentBuilder } from '../../workers/documentPool';

/** A glyph set is 60–175 kB of JSON, built when a visitor first opens it (answerCache.ts). */
const GLYPH_SET_BROTLI_QUALITY = 5;

/** The catalogue's endpoints, as the OpenAPI document groups them. */
const TAGS = ['catalogue'];

/**
 * The read-only catalogue API (docs/spec.md §7 "Content"), every answer cached per content
 * version; the blog (blogRoutes.ts) and the home page, content pages and case studies
 * (contentRoutes.ts) with it. `fromPrices` gives a specimen its "from" price, which the
 * shop knows.
 */
export function catalogueRoutes(
  catalogue: Catalogue,
  fromPrices: SpecimenFromPrice,
  /** The worker pool that makes specimen PDFs (docs/operations.md "Documents"). */
  pdfs: DocumentBuilder<SpecimenPdfJob>,
): (api: FastifyInstance) => Promise<void> {
  const { typefaceContent: content, answers } = catalogue;

  return async (api) => {
    api.get(
      '/typefaces',
      cachedRoute(
        answers,
        getTypefaces,
        TAGS,
        (request) => (request.query.view === 'summary' ? 'typefaces:summary' : 'typefaces'),
        async (request) => {
          const library = await content.typefaces();
          if (request.query.view !== 'summary') return library;
          return { data: library.data.map(({ editable: _styles, ...summary }) => summary) };
        },
      ),
    );
    api.get(
      '/typefaces/:page',
      cachedRoute(
        answers,
        getTypeface,
        TAGS,
        // Not `typeface:…`: the page heads cache the specimen answer alone under that key.
        (request) => `typeface-page:${request.params.page}`,
        async (request) => {
          const { page } = request.params;
          const answer = valueOrRefuse(await content.specimen(page));
          return { ...answer, from_price: await fromPrices.fromPrice(page) };
        },
      ),
    );
    api.get(
      '/typefaces/:page/styles/:style/glyphs',
      cachedRoute(
        answers,
        getGlyphSet,
        TAGS,
        (request) => `glyphs:${request.params.page}:${request.params.style}`,
        async (request) =>
          valueOrRefuse(await content.glyphSet(request.params.page, request.params.style)),
        { brotliQuality: GLYPH_SET_BROTLI_QUALITY },
      ),
    );
    const specimenPdfOptions = {
      schema: fileRouteSchema(getSpecimenPdf, TAGS, 'application/pdf'),
    };
    api.get<FileRouteOf<typeof getSpecimenPdf>>(
      '/typefaces/:page/specimen.pdf',
      specimenPdfOptions,
      async (request, reply) => {
        const record = valueOrRefuse(await content.typeface(request.params.page));
        const file = await ensureSpecimenPdf(
          catalogue.files,
          pdfs,
          catalogue.dataDir,
          catalogue.contentDir,
          record,
          catalogue.foundryName,
        );
        return reply
          .type('application/pdf')
          .header('cache-control', 'public, max-age=3600')
          .header('content-disposition', `inline; filename="${record.slug}-specimen.pdf"`)
          .send(createReadStream(file));
      },
    );
    api.get(
      '/collections/:page',
      cachedRoute(
        answers,
        getCollection,
        TAGS,
        (request) => `collection:${request.params.page}`,
        async (request) => valueOrRefuse(await content.collection(request.params.page)),
      ),
    );
    api.get(
      '/subfamilies/:id/styles',
      cachedRoute(
        answers,
        getSubfamilyStyles,
        TAGS,
        (request) => `subfamily:${request.params.id}`,
        async (request) => valueOrRefuse(await content.subfamilyStyles(Number(request.params.id))),
      ),
    );

    await blogRoutes(catalogue)(api);
    await contentRoutes(catalogue)(api);
  };
}
