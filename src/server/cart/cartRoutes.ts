import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { contentsOf, type CartAnswer } from './cartAnswer';
import { EMPTY_CART_CONTENTS } from './CartContents';
import { EMPTY_CART_MESSAGE, SHARED_CART_NOT_FOUND_MESSAGE } from './cartMessages';
import { cartToken, clearCartCookie, ensureCartToken } from './cartCookie';
import { CartQuoteStore } from './CartQuoteStore';
import { CartStore } from './cartStore';
import type { CartUpdateExtension } from './CartUpdateExtension';
import { cartToActOn, storedCart } from './currentCart';
import { QuotePdfFiles } from './QuotePdfFiles';
import { quoteRoutes } from './quoteRoutes';
import { SharedCartStore } from './sharedCartStore';

/** A cart answer is one visitor's: no shared cache may keep or replay it. */
const PRIVATE = 'private, no-store';

/**
 * The cart API (docs/spec.md §7 "Cart and checkout"). Every answer is priced here by src/domain from
 * the shop's imported prices; the client's prices are never read. `extension` is checkout's
 * address mode of PUT /cart.
 */
export function cartRoutes(
  context: AppContext,
  extension: CartUpdateExtension = {},
): (api: FastifyInstance) => Promise<void> {
  const { db, auth, config, shops, pricer } = context;
  const secure = config.publicUrl.startsWith('https://');
  const store = new CartStore(db);
  const shared = new SharedCartStore(db);

  return async (api) => {
    api.put('/cart', async (request, reply): Promise<CartAnswer> => {
      const contents = pricer.contentsFromRequest(request.body);
      const tax = extension.tax ? await extension.tax(request, contents) : null;
      const user = await auth.currentUser(request);
      const answer = await pricer.price(contents, 'strict', { tax, userId: user?.id ?? null });
      await store.save(
        ensureCartToken(request, reply, secure),
        contentsOf(answer),
        user?.id ?? null,
      );
      reply.header('cache-control', PRIVATE);
      const extra = extension.extendAnswer ? await extension.extendAnswer(request, answer) : {};
      return { ...answer, ...extra };
    });

    api.get('/cart', async (request, reply): Promise<CartAnswer> => {
      reply.header('cache-control', PRIVATE);
      const user = await auth.currentUser(request);
      return pricer.price(await storedCart(request, store, auth), 'lenient', {
        userId: user?.id ?? null,
      });
    });

    api.delete('/cart', async (request, reply): Promise<CartAnswer> => {
      const user = await auth.currentUser(request);
      await store.destroy(cartToken(request), user?.id ?? null);
      clearCartCookie(reply, secure);
      reply.header('cache-control', PRIVATE);
      return pricer.price(EMPTY_CART_CONTENTS, 'strict');
    });

    api.post('/cart/share', async (request, reply) => {
      const { contents, fromRequest } = await cartToActOn(request, pricer, store, auth);
      // Upgrades are their owner's alone: a shared cart holds only new licences.
      const answer = await pricer.price(contents, fromRequest ? 'strict' : 'lenient', {
        userId: (await auth.currentUser(request))?.id ?? null,
      });
      if (answer.items.length === 0) throw HttpError.of(422, EMPTY_CART_MESSAGE, 'empty_cart');
      reply.header('cache-control', PRIVATE);
      return { cart_id: await shared.create(answer.items) };
    });

    const sharedCartOptions = { config: { linkSecrets: ['id'] } };
    api.get<{ Params: { id: string } }>('/cart/:id', sharedCartOptions, async (request, reply) => {
      const items = await shared.find(request.params.id);
      if (!items) throw HttpError.of(404, SHARED_CART_NOT_FOUND_MESSAGE, 'not_found');
      reply.header('cache-control', PRIVATE);
      return pricer.price({ items, buyer: null }, 'lenient');
    });

    await api.register(
      quoteRoutes({
        pricer,
        store,
        auth,
        quotes: new CartQuoteStore(db),
        files: new QuotePdfFiles(config, context.catalogue.contentDir, shops),
      }),
    );
  };
}
