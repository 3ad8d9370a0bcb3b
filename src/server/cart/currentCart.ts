import type { FastifyRequest } from 'fastify';
import type { CartBody } from '../../contract/cart';
import type { SessionAuth } from '../accounts/SessionAuth';
import { EMPTY_CART_CONTENTS, type CartContents } from './CartContents';
import { cartToken } from './cartCookie';
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

/**
 * What share and PDF act on: the cart in the body when the browser sends one (its cookie
 * copy is what the visitor sees), else the stored cart.
 */
export async function cartToActOn(
  request: FastifyRequest,
  body: CartBody,
  pricer: CartPricer,
  store: CartRepository,
  auth: SessionAuth,
): Promise<{ contents: CartContents; fromRequest: boolean }> {
  if ('cart' in body) {
    return { contents: pricer.contentsFromRequest(body), fromRequest: true };
  }
  return { contents: await storedCart(request, store, auth), fromRequest: false };
}

/**
 * Share and PDF take their body's cart or, with no body at all, the stored one: the contract
 * checks a body that is sent (src/contract/cart.ts), and an absent one is read as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
