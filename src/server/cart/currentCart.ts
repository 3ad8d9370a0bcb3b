import type { FastifyRequest } from 'fastify';
import type { CartBody } from '../../contract/cart';
import type { CartAnswer } from '../../contract/cartAnswer';
import type { SessionAuth } from '../accounts/SessionAuth';
import { HttpError } from '../http/HttpError';
import { valueOrRefuse } from '../http/Refused';
import { EMPTY_CART_CONTENTS, type CartContents } from './CartContents';
import { cartToken } from './cartCookie';
import { EMPTY_CART_MESSAGE } from './cartMessages';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';

/**
 * The caller's cart as the server holds it: by the cart cookie, else (a logged-in user on a
 * browser without one) the cart they changed last, else empty.
 */
export async function storedCart(
  request: FastifyRequest,
  store: CartRepository,
  auth: SessionAuth,
): Promise<CartContents> {
  const token = cartToken(request);
  const byCookie = token ? await store.findByToken(token) : undefined;
  if (byCookie) return byCookie;
  if (token) return EMPTY_CART_CONTENTS;
  const user = await auth.currentUser(request);
  return (user ? await store.findLatestOfUser(user.id) : undefined) ?? EMPTY_CART_CONTENTS;
}

/** What share and PDF price the cart with. */
export interface CartToActOnDependencies {
  pricer: CartPricer;
  carts: CartRepository;
  auth: SessionAuth;
}

/**
 * What share and PDF act on, priced: the cart in the body when the browser sends one (its
 * cookie copy is what the visitor sees; an unknown option is a 422), else the stored cart
 * (what no longer exists is dropped). Upgrades are their owner's alone. An empty cart is a 422.
 */
export async function pricedCartToActOn(
  request: FastifyRequest,
  body: CartBody,
  { pricer, carts, auth }: CartToActOnDependencies,
): Promise<CartAnswer> {
  const fromRequest = 'cart' in body;
  const contents = fromRequest
    ? valueOrRefuse(pricer.contentsFromRequest(body))
    : await storedCart(request, carts, auth);
  const extras = { userId: (await auth.currentUser(request))?.id ?? null };
  const answer = fromRequest
    ? valueOrRefuse(await pricer.price(contents, extras))
    : await pricer.priceStored(contents, extras);
  if (answer.items.length === 0) throw HttpError.of(422, EMPTY_CART_MESSAGE, 'empty_cart');
  return answer;
}

/**
 * Share and PDF take their body's cart or, with no body at all, the stored one: the contract
 * checks a body that is sent (src/contract/cart.ts), and an absent one is read as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
