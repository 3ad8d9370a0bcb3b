import { priceCart, type Cart } from '../../domain/cart/Cart';
import { cartItemsIdWise, type CartItemsIdWise } from '../../domain/cart/cartItemsIdWise';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { CartBuyer, CartContents, CartItem } from './CartContents';
import type { ResolvedCartItem } from './resolveCartItems';

/**
 * Every cart call's answer: the domain's priced Cart (spec §3 "Cart": `cart` lines with
 * name, font_class, options_text, scripts, value; `discounts`; `total`; `cart_modified`;
 * `note`; the US sales tax fields stay empty until checkout's address mode fills them),
 * plus the cart as the server now holds it, for the browser to keep in its cookie.
 */
export interface CartAnswer extends Cart {
  /** The chosen items after the junior limit, in the order of `cart` (same index). */
  items: CartItem[];
  buyer: CartBuyer | null;
  cart_items_id_wise: CartItemsIdWise;
}

export interface CartPricingContext {
  currencySymbol: string;
  /** ISO date of today on the server: the graduate window is the server's to judge. */
  today: string;
  /** Set by checkout's address mode for a US order. */
  usSalesTaxPercent?: number | null;
}

/** Prices resolved items with the domain's priceCart; nothing the client sent as a price is used. */
export function cartAnswer(
  resolved: readonly ResolvedCartItem[],
  buyer: CartBuyer | null,
  context: CartPricingContext,
): CartAnswer {
  const priced = priceCart({
    items: resolved.map((entry) => entry.input),
    currencySymbol: context.currencySymbol,
    buyer,
    today: context.today,
    usSalesTaxPercent: context.usSalesTaxPercent,
  });
  // priceCart lowers tiers over the junior limit; the stored cart must hold what was priced.
  const items = resolved.map(({ item }, index) => ({
    ...item,
    options: allCategories(priced.cart[index]?.options ?? item.options),
  }));
  return { ...priced, items, buyer, cart_items_id_wise: cartItemsIdWise(priced.cart) };
}

function allCategories(
  selections: Partial<Record<LicenceCategory, number | null>>,
): Record<LicenceCategory, number | null> {
  const all = {} as Record<LicenceCategory, number | null>;
  for (const category of LICENCE_CATEGORIES) all[category] = selections[category] ?? null;
  return all;
}

export function contentsOf(answer: CartAnswer): CartContents {
  return { items: answer.items, buyer: answer.buyer };
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
