import { systemClock } from '../../application/Clock';
import { priceCart } from '../../../domain/cart/Cart';
import { cartOptionKey } from '../../../domain/cart/cartOptionState';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../../domain/pricing/LicenceCategory';
import type { DiscountCodeTerms } from '../../../domain/pricing/discountCode';
import type { TaxDecision } from '../../../domain/tax/taxDecision';
import type { JuniorBuyer } from '../../../domain/pricing/juniorDiscount';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { ResolvedCartItem } from './ResolvedCartItem';

export interface CartPricingContext {
  currencySymbol: string;
  /** ISO date of today on the server: the graduate window is the server's to judge. */
  today: string;
  /** The order's tax, once the address is known. */
  tax?: TaxDecision | null;
  /**
   * The cart's discount code and its stored terms (null: no such code); `held` when it
   * applied to this cart before (a refusal then says why).
   */
  discountCode?: { code: string; terms: DiscountCodeTerms | null; held?: boolean } | null;
  /** The logged-in customer is a club member (their account's flag): the members' discount. */
  clubMember?: boolean;
}

/**
 * Resolved items priced with the domain's priceCart, nothing the client sent as a price
 * used, plus the cart as the server now holds it, for the browser to keep in its cookie.
 */
export function priceResolvedCart(
  resolved: readonly ResolvedCartItem[],
  buyer: JuniorBuyer | null,
  context: CartPricingContext,
): CartPrice {
  const priced = priceCart({
    items: resolved.map((entry) => entry.input),
    buyer,
    today: context.today,
    tax: context.tax,
    clubMember: context.clubMember ?? false,
    discountCode: context.discountCode && {
      ...context.discountCode,
      lineTypefaces: resolved.map(({ item }) => item.typefacePage),
    },
  });
  // priceCart lowers tiers over the junior limit and takes out overlap; the stored cart must
  // hold what was priced. Each option is in the cart once (resolveCartItems), so its key finds it.
  const byKey = new Map(
    resolved.map((entry) => [cartOptionKey(entry.item.kind, entry.item.optionId), entry] as const),
  );
  const kept = priced.lines.flatMap((line) => {
    const entry = byKey.get(cartOptionKey(line.type, line.id));
    return entry
      ? [{ ...entry, item: { ...entry.item, options: allCategories(line.options) } }]
      : [];
  });
  return {
    cart: priced,
    selection: { items: kept.map(({ item }) => item), buyer },
    testers: kept.map(({ item, sample }) =>
      sample && item.tester
        ? { ...sample, link: `/typeface/${item.typefacePage}?${item.tester}` }
        : null,
    ),
    currencySymbol: context.currencySymbol,
  };
}

function allCategories(
  selections: Partial<Record<LicenceCategory, number | null>>,
): Record<LicenceCategory, number | null> {
  const all = {} as Record<LicenceCategory, number | null>;
  for (const category of LICENCE_CATEGORIES) all[category] = selections[category] ?? null;
  return all;
}

export function todayIso(now: Date = systemClock.now()): string {
  return now.toISOString().slice(0, 10);
}
