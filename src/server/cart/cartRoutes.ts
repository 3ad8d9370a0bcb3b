import type { FastifyInstance } from 'fastify';
import { deleteCart, getCart, getSharedCart, postCartShare, putCart } from '../../contract/cart';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { valueOrRefuse } from '../http/Refused';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { contentsOf } from './priceCartAnswer';
import { EMPTY_CART_CONTENTS } from './CartContents';
import { SHARED_CART_NOT_FOUND_MESSAGE } from './cartMessages';
import { cartToken, clearCartCookie, ensureCartToken } from './cartCookie';
import type { CartUpdateExtension } from './CartUpdateExtension';
import { absentBodyAsEmpty, pricedCartToActOn, storedCart } from './currentCart';
import { QuotePdfFiles } from './QuotePdfFiles';
import { quoteRoutes } from './quoteRoutes';

/** A cart answer is one visitor's: no shared cache may keep or replay it. */
const PRIVATE = 'private, no-store';
const TAGS = ['cart'];

/**
 * The cart API (docs/spec.md §7 "Cart and checkout"; shapes in src/contract/cart.ts). Every
 * answer is priced here by src/domain from the shop's imported prices; the client's prices
 * are never read. `extension` is checkout's address mode of PUT /cart.
 */
export function cartRoutes(
  context: AppContext,
  extension: CartUpdateExtension = {},
): (api: FastifyInstance) => Promise<void> {
  const { auth, config, shops, pricer, carts, sharedCarts, quotes } = context;
  const secure = config.publicUrl.startsWith('https://');

  return async (api) => {
    const putOptions = { schema: routeSchema(putCart, TAGS) };
    api.put<RouteOf<typeof putCart>>('/cart', putOptions, async (request, reply) => {
      const contents = valueOrRefuse(pricer.contentsFromRequest(request.body));
      const tax = extension.tax ? valueOrRefuse(await extension.tax(request, contents)) : null;
      const user = await auth.currentUser(request);
      const answer = valueOrRefuse(await pricer.price(contents, { tax, userId: user?.id ?? null }));
      await carts.save(
        ensureCartToken(request, reply, secure),
        contentsOf(answer),
        user?.id ?? null,
      );
      reply.header('cache-control', PRIVATE);
      const extra = extension.extendAnswer ? await extension.extendAnswer(request, answer) : {};
      return { ...answer, ...extra };
    });

    const getOptions = { schema: routeSchema(getCart, TAGS) };
    api.get<RouteOf<typeof getCart>>('/cart', getOptions, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const user = await auth.currentUser(request);
      return pricer.priceStored(await storedCart(request, carts, auth), {
        userId: user?.id ?? null,
      });
    });

    const deleteOptions = { schema: routeSchema(deleteCart, TAGS) };
    api.delete<RouteOf<typeof deleteCart>>('/cart', deleteOptions, async (request, reply) => {
      const user = await auth.currentUser(request);
      await carts.destroy(cartToken(request), user?.id ?? null);
      clearCartCookie(reply, secure);
      reply.header('cache-control', PRIVATE);
      return valueOrRefuse(await pricer.price(EMPTY_CART_CONTENTS));
    });

    const shareOptions = {
      preValidation: absentBodyAsEmpty,
      schema: routeSchema(postCartShare, TAGS),
    };
    api.post<RouteOf<typeof postCartShare>>('/cart/share', shareOptions, async (request, reply) => {
      // Upgrades are their owner's alone: a shared cart holds only new licences.
      const answer = valueOrRefuse(
        await pricedCartToActOn(request, request.body, { pricer, carts, auth }),
      );
      reply.header('cache-control', PRIVATE);
      return { cart_id: await sharedCarts.create(answer.items) };
    });

    const sharedOptions = {
      config: { linkSecrets: ['id'] },
      schema: routeSchema(getSharedCart, TAGS),
    };
    api.get<RouteOf<typeof getSharedCart>>('/cart/:id', sharedOptions, async (request, reply) => {
      const items = await sharedCarts.find(request.params.id);
      if (!items) throw HttpError.of(404, SHARED_CART_NOT_FOUND_MESSAGE, 'not_found');
      reply.header('cache-control', PRIVATE);
      return pricer.priceStored({ items, buyer: null });
    });

    await api.register(
      quoteRoutes({
        pricer,
        carts,
        auth,
        quotes,
        files: new QuotePdfFiles(config, context.catalogue.contentDir, shops),
      }),
    );
  };
}
