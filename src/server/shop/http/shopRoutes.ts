import type { FastifyInstance } from 'fastify';
import { getShop } from '../../../contract/shop';
import type { AnswerCache } from '../../catalogue/app/answerCache';
import { cachedRoute } from '../../catalogue/http/cachedRoute';
import { HttpError } from '../../http/HttpError';
import { collectionSlug } from '../../catalogue/app/collectionSlug';
import { collectionShopAnswer } from '../app/collectionShopAnswer';
import { shopAnswer, type CurrencySettings } from '../app/shopAnswer';
import type { ShopCatalogue } from '../app/ShopCatalogue';

export const SHOP_NOT_FOUND_MESSAGE = 'This typeface is not for sale here.';

/**
 * GET /shops/{page} (docs/spec.md §7 "GET shops/{typeface page}"); for a collection sold as a
 * bundle, `{slug}-collection` (collectionShopAnswer.ts). The answer changes only with an
 * import, so it is cached and revalidated like the rest of the catalogue.
 */
export function shopRoutes(
  shops: ShopCatalogue,
  answers: AnswerCache,
  currency: CurrencySettings,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.get(
      '/shops/:page',
      cachedRoute(
        answers,
        getShop,
        ['shop'],
        (request) => `shop:${request.params.page}`,
        async (request) => {
          const { page } = request.params;
          const shop = await shops.family(page);
          if (shop) return shopAnswer(shop, currency);
          const collection = await shops.collection(collectionSlug(page));
          if (collection?.page === page) return collectionShopAnswer(collection, currency);
          throw HttpError.of(404, SHOP_NOT_FOUND_MESSAGE, 'not_found');
        },
      ),
    );
  };
}
