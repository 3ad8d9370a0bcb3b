import type { TaxDecision } from '../../../domain/tax/taxDecision';
import { failed, succeeded, type Result } from '../../application/Result';
import type { CartCaller } from './CartCaller';
import { EMPTY_CART_SELECTION, type CartSelection } from '../../../domain/cart/CartSelection';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import type { CartPrice } from '../../orders/app/CartPrice';
import { emptyCart, type EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';

/**
 * The caller's cart as the server holds it: by the cart cookie, else (a logged-in user on a
 * browser without one) the cart they changed last, else empty.
 */
export async function storedCart(
  store: CartRepository,
  caller: CartCaller,
): Promise<CartSelection> {
  const { cartToken, userId } = caller;
  const byCookie = cartToken ? await store.findByToken(cartToken) : undefined;
  if (byCookie) return byCookie;
  if (cartToken) return EMPTY_CART_SELECTION;
  return (userId ? await store.findLatestOfUser(userId) : undefined) ?? EMPTY_CART_SELECTION;
}

/** What share and PDF price the cart with. */
export interface CartToActOnDependencies {
  pricer: CartPricer;
  carts: CartRepository;
}

/**
 * What share and PDF act on, priced: the cart the request sent, when the browser sends one
 * (its cookie copy is what the visitor sees; an unknown option is an InvalidCart), else the stored
 * cart (what no longer exists is dropped). Upgrades are their owner's alone. An empty cart is
 * an EmptyCart of the whole call.
 */
export async function pricedCartToActOn(
  sent: CartSelection | null,
  caller: CartCaller,
  dependencies: CartToActOnDependencies,
  tax: TaxDecision | null = null,
): Promise<Result<CartPrice, InvalidCart | EmptyCart>> {
  const priced = await pricedSentOrStoredCart(sent, caller, dependencies, tax);
  if (!priced.ok) return priced;
  return priced.value.selection.items.length === 0 ? failed(emptyCart(null)) : priced;
}

async function pricedSentOrStoredCart(
  sent: CartSelection | null,
  caller: CartCaller,
  { pricer, carts }: CartToActOnDependencies,
  tax: TaxDecision | null,
): Promise<Result<CartPrice, InvalidCart>> {
  const extras = { userId: caller.userId, tax };
  if (sent) return pricer.price(sent, extras);
  return succeeded(await pricer.priceStored(await storedCart(carts, caller), extras));
}
