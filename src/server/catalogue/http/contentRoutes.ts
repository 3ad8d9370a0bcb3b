import type { FastifyInstance } from 'fastify';
import {
  getCommission,
  getCommissionLists,
  getCommissionPosts,
} from '../../../contract/commissions';
import { getHomepage, getHomepageBlocks, getPageTemplate } from '../../../contract/content';
import { getFreeTrialsPage } from '../../../contract/trials';
import { fillFoundryIdentity } from '../../foundry/app/foundryPlaceholders';
import { valueOrRefuse } from '../../http/Refused';
import { cachedRoute } from './cachedRoute';
import type { Catalogue } from '../createCatalogue';
import { memberPageAccess } from './memberPageAccess';
import { pageKey, pageRequest } from '../app/pagination';

/** The home page, the pages written in content/pages and the case studies, cached per content version. */
export function contentRoutes(catalogue: Catalogue): (api: FastifyInstance) => Promise<void> {
  const { pageContent, commissionContent, answers } = catalogue;
  const tags = ['content'];

  return async (api) => {
    api.get(
      '/homepage',
      cachedRoute(
        answers,
        getHomepage,
        tags,
        () => 'homepage',
        () => pageContent.homepage(),
      ),
    );
    api.get(
      '/homepage_blocks',
      cachedRoute(
        answers,
        getHomepageBlocks,
        tags,
        () => 'homepage_blocks',
        () => pageContent.homeBlocks(),
      ),
    );

    api.get(
      '/pages/free_trials',
      cachedRoute(
        answers,
        getFreeTrialsPage,
        ['trials'],
        () => 'free_trials',
        async () => valueOrRefuse(await pageContent.freeTrialsPage()),
      ),
    );
    api.get(
      '/pages/templates/:name',
      cachedRoute(
        answers,
        getPageTemplate,
        tags,
        ({ params }) => `page:${params.name}`,
        async ({ params }) => {
          const page = valueOrRefuse(await pageContent.pageTemplate(params.name));
          return { ...page, data: fillFoundryIdentity(page.data, catalogue.foundry) };
        },
        { access: memberPageAccess },
      ),
    );

    const commissions = ['commissions'];
    api.get(
      '/commissions/posts',
      cachedRoute(
        answers,
        getCommissionPosts,
        commissions,
        ({ query }) => `commissions:${pageKey(query)}`,
        ({ query }) => commissionContent.commissionOverview(pageRequest(query)),
      ),
    );
    api.get(
      '/commissions/post/:slug',
      cachedRoute(
        answers,
        getCommission,
        commissions,
        ({ params }) => `commission:${params.slug}`,
        async ({ params }) => valueOrRefuse(await commissionContent.commission(params.slug)),
      ),
    );
    api.get(
      '/commissions/lists',
      cachedRoute(
        answers,
        getCommissionLists,
        commissions,
        () => 'commission_lists',
        () => commissionContent.commissionLists(),
      ),
    );
  };
}
