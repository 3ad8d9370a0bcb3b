import type { FastifyRequest } from 'fastify';
import type { CartBody } from '../../contract/cart';
import type { CartAnswer } from '../../contract/cartAnswer';
import type { SessionAuth } from '../accounts/SessionAuth';
import { failed, succeeded, type Result } from '../application/Result';
import { EMPTY_CART_CONTENTS, type CartContents } from './CartContents';
import { cartToken } from './cartCookie';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import { emptyCart, type EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';

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
 * cookie copy is what the visitor sees; an unknown option is an InvalidCart), else the stored
 * cart (what no longer exists is dropped). Upgrades are their owner's alone. An empty cart is
 * an EmptyCart of the whole call.
 */
export async function pricedCartToActOn(
  request: FastifyRequest,
  body: CartBody,
  dependencies: CartToActOnDependencies,
): Promise<Result<CartAnswer, InvalidCart | EmptyCart>> {
  const priced = await pricedSentOrStoredCart(request, body, dependencies);
  if (!priced.ok) return priced;
  return priced.value.items.length === 0 ? failed(emptyCart(null)) : priced;
}

async function pricedSentOrStoredCart(
  request: FastifyRequest,
  body: CartBody,
  { pricer, carts, auth }: CartToActOnDependencies,
): Promise<Result<CartAnswer, InvalidCart>> {
  if ('cart' in body) {
    const contents = pricer.contentsFromRequest(body);
    if (!contents.ok) return contents;
    return pricer.price(contents.value, await pricingExtras(request, auth));
  }
  const contents = await storedCart(request, carts, auth);
  return succeeded(await pricer.priceStored(contents, await pricingExtras(request, auth)));
}

/** The caller's own order lines are the only ones their cart may upgrade. */
async function pricingExtras(request: FastifyRequest, auth: SessionAuth) {
  return { userId: (await auth.currentUser(request))?.id ?? null };
}

/**
 * Share and PDF take their body's cart or, with no body at all, the stored one: the contract
 * checks a body that is sent (src/contract/cart.ts), and an absent one is read as `{}`.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
