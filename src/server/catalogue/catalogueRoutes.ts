import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import {
  blogCategoriesAnswer,
  blogTypefacesAnswer,
  filteredPostListAnswer,
  postAnswer,
  postListAnswer,
} from './answers/blogAnswers';
import { collectionAnswer } from './answers/collectionAnswer';
import { glyphSetAnswer } from './answers/glyphAnswer';
import {
  commissionAnswer,
  commissionListsAnswer,
  commissionOverviewAnswer,
} from './answers/commissionAnswers';
import { homeBlocksAnswer, homepageAnswer } from './answers/homeAnswers';
import { freeTrialsAnswer, pageTemplateAnswer } from './answers/pageAnswers';
import {
  findTypeface,
  subfamilyStylesAnswer,
  typefaceListAnswer,
  typefaceSpecimenAnswer,
} from './answers/typefaceAnswers';
import type { Catalogue } from './catalogue';
import { resolveClubAccess } from './clubAccess';
import { ensureSpecimenPdf } from './files/specimenPdf';
import { pageRequest, parsePageRequest } from './pagination';
import type { PageQuery } from '../../contract/pageQuery';
import {
  getBlogCategories,
  getBlogTypefaces,
  getFilteredPosts,
  getPost,
  getPosts,
} from '../../contract/blog';
import { sendCachedAnswer } from './sendCachedAnswer';
import { cachedRoute } from './cachedRoute';
import { getCollection, getTypefaces } from '../../contract/catalogue/typefaces';
import { getGlyphSet, getSubfamilyStyles } from '../../contract/catalogue/glyphs';
import { getTypeface } from '../../contract/catalogue/specimen';
import { getFreeTrialsPage } from '../../contract/trials';
import type { ShopCatalogue } from '../shop/ShopCatalogue';
import { shopFromPrice } from '../shop/shopFromPrice';

/** A glyph set is 60–175 kB of JSON, built when a visitor first opens it (answerCache.ts). */
const GLYPH_SET_BROTLI_QUALITY = 5;

/** The catalogue's endpoints, as the OpenAPI document groups them. */
const TAGS = ['catalogue'];

/** The blog and case-study lists the spec gives a default page size of 15. */
const DEFAULT_PAGE_SIZE = 15;

type Params = Record<string, string>;

/**
 * The read-only catalogue API (docs/spec.md §7 "Content"), every answer cached per content version.
 * `shops` gives a specimen its "from" price (the shops are content too).
 */
export function catalogueRoutes(
  catalogue: Catalogue,
  shops: ShopCatalogue | null = null,
  currencySymbol = '$',
): (api: FastifyInstance) => Promise<void> {
  const { db, answers } = catalogue;

  /** A GET whose answer depends only on the content and the cache key. */
  const cached =
    (
      key: (request: FastifyRequest) => string,
      build: (request: FastifyRequest) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      sendCachedAnswer(request, reply, await answers.get(key(request), () => build(request)));
  const params = (request: FastifyRequest) => request.params as Params;
  const param = (request: FastifyRequest, name: string) => params(request)[name] ?? '';

  return async (api) => {
    api.get(
      '/homepage',
      cached(
        () => 'homepage',
        () => homepageAnswer(db),
      ),
    );
    api.get(
      '/homepage_blocks',
      cached(
        () => 'homepage_blocks',
        () => homeBlocksAnswer(db),
      ),
    );

    api.get(
      '/typefaces',
      cachedRoute(
        answers,
        getTypefaces,
        TAGS,
        () => 'typefaces',
        () => typefaceListAnswer(db),
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
          const answer = await typefaceSpecimenAnswer(db, page);
          const shop = shops ? await shops.family(page) : undefined;
          return { ...answer, from_price: shopFromPrice(shop, currencySymbol) };
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
        (request) =>
          glyphSetAnswer(db, catalogue.contentDir, request.params.page, request.params.style),
        { brotliQuality: GLYPH_SET_BROTLI_QUALITY },
      ),
    );
    api.get('/typefaces/:page/specimen.pdf', async (request, reply) => {
      const record = await findTypeface(db, param(request, 'page'));
      const file = await ensureSpecimenPdf(
        catalogue.files,
        catalogue.dataDir,
        catalogue.contentDir,
        record,
        catalogue.foundryName,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `inline; filename="${record.row.slug}-specimen.pdf"`)
        .send(createReadStream(file));
    });
    api.get(
      '/collections/:page',
      cachedRoute(
        answers,
        getCollection,
        TAGS,
        (request) => `collection:${request.params.page}`,
        (request) => collectionAnswer(db, request.params.page),
      ),
    );
    api.get(
      '/subfamilies/:id/styles',
      cachedRoute(
        answers,
        getSubfamilyStyles,
        TAGS,
        (request) => `subfamily:${request.params.id}`,
        (request) => subfamilyStylesAnswer(db, Number(request.params.id)),
      ),
    );

    const blog = ['blog'];
    const pageOf = (query: PageQuery) => pageRequest(query, DEFAULT_PAGE_SIZE);
    api.get(
      '/blog/posts',
      cachedRoute(
        answers,
        getPosts,
        blog,
        ({ query }) => `posts:${pageOf(query).count}:${pageOf(query).page}`,
        ({ query }) => postListAnswer(db, pageOf(query)),
      ),
    );
    api.get(
      '/blog/posts/typefaces',
      cachedRoute(
        answers,
        getBlogTypefaces,
        blog,
        () => 'blog_typefaces',
        () => blogTypefacesAnswer(db),
      ),
    );
    api.get(
      '/blog/posts/filter/:filter',
      cachedRoute(
        answers,
        getFilteredPosts,
        blog,
        ({ params, query }) =>
          `posts:${params.filter}:${pageOf(query).count}:${pageOf(query).page}`,
        ({ params, query }) => filteredPostListAnswer(db, params.filter, pageOf(query)),
      ),
    );
    api.get(
      '/blog/categories',
      cachedRoute(
        answers,
        getBlogCategories,
        blog,
        () => 'blog_categories',
        () => blogCategoriesAnswer(db),
      ),
    );
    api.get(
      '/blogs/:category/:slug',
      cachedRoute(
        answers,
        getPost,
        blog,
        ({ params }) => `post:${params.category}/${params.slug}`,
        ({ params }) => postAnswer(db, params.category, params.slug),
      ),
    );

    api.get(
      '/pages/free_trials',
      cachedRoute(
        answers,
        getFreeTrialsPage,
        ['trials'],
        () => 'free_trials',
        () => freeTrialsAnswer(db),
      ),
    );
    api.get('/pages/templates/:name', async (request, reply) => {
      const name = param(request, 'name');
      const answer = await answers.get(`page:${name}`, () => pageTemplateAnswer(db, name));
      if (!(answer.value as { members_only: boolean }).members_only) {
        return sendCachedAnswer(request, reply, answer);
      }
      const access = await resolveClubAccess(request);
      if (access === 'guest') {
        throw HttpError.of(401, 'Please log in to see the Club pages.', 'login_required');
      }
      if (access !== 'member') {
        throw HttpError.of(403, 'The Club pages are for invited members.', 'club_members_only');
      }
      // Per-user content: a shared cache must not keep it.
      return sendCachedAnswer(request, reply, answer, 'private, no-cache');
    });

    api.get('/commissions/posts', async (request, reply) => {
      const page = parsePageRequest(request.query, DEFAULT_PAGE_SIZE);
      const answer = await answers.get(`commissions:${page.count}:${page.page}`, () =>
        commissionOverviewAnswer(db, page),
      );
      return sendCachedAnswer(request, reply, answer);
    });
    api.get(
      '/commissions/post/:slug',
      cached(
        (request) => `commission:${param(request, 'slug')}`,
        (request) => commissionAnswer(db, param(request, 'slug')),
      ),
    );
    api.get(
      '/commissions/lists',
      cached(
        () => 'commission_lists',
        () => commissionListsAnswer(db),
      ),
    );
  };
}
