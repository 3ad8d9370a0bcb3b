import {
  applyJuniorLimit,
  juniorDiscountPercent,
  juniorKind,
  JUNIOR_DISCOUNT_NAMES,
  type JuniorBuyer,
} from '../pricing/juniorDiscount';
import { percentOfCents, sumCents, type Cents } from '../pricing/money';
import type { DiscountCodeStatus } from '../pricing/discountCode';
import { cartTax, type CartTax } from '../tax/cartTax';
import { NO_TAX, type TaxDecision } from '../tax/taxDecision';
import { applyCartDiscountCode, type CartDiscountCodeInput } from './cartDiscountCode';
import { priceCartLine, type CartItemInput, type CartLine } from './CartLine';
import type { CartAmount } from './CartAmount';
import type { CartDiscount } from './CartDiscount';
import { overlapNote, withoutOverlap } from './cartOverlap';
import { applyUpgradeCredits, cartLineDueCents } from './cartUpgradeCredits';
import { cartMembersDiscount } from './cartMembersDiscount';
import { allocateCents } from '../upgrades/upgradeCredit';

/**
 * A priced cart. Every amount is in cents (pricing/money.ts) and nothing is formatted: the
 * server's answer writes the wire's figures and texts from it, the browser its estimate.
 */
export interface Cart {
  lines: CartLine[];
  /**
   * The junior discount, the members' discount, the discount code, then one credit per
   * upgrade line, each present only when it applies. The code's line
   * carries its size, not a name, which would hold money (CartDiscount.ts).
   */
  discounts: CartDiscount[];
  subtotalCents: Cents;
  /**
   * What each line still costs after its share of the junior discount, the members' discount
   * and the code, before
   * any upgrade credit: the cap of that line's own credit (cartUpgradeCredits.ts).
   */
  lineNetCents: Cents[];
  /** What the order costs after discounts, before tax. */
  netCents: Cents;
  /** The order's tax: US sales tax, VAT (possibly reverse-charged) or none. */
  tax: CartTax;
  /** The discount code the cart was sent, applied or refused; null when none was sent. */
  discountCode: DiscountCodeStatus | null;
  total: CartAmount;
  /**
   * True when pricing changed the cart: the junior limit lowered some licences (docs/spec.md §5), or
   * lines that a package in the cart already licenses were taken out (cartOverlap.ts).
   * `note` says what changed, one sentence per change.
   */
  cartModified: boolean;
  note: string | null;
}

export interface CartPricingInput {
  items: readonly CartItemInput[];
  /** Buyer flags from checkout; absent before checkout. */
  buyer?: JuniorBuyer | null;
  /** ISO date of "today" for the graduate window; required only with a graduate buyer. */
  today?: string;
  /** The tax the server decided for the order's address; absent or null: no tax. */
  tax?: TaxDecision | null;
  /** A discount code to apply, with its stored terms. */
  discountCode?: CartDiscountCodeInput | null;
  /**
   * The customer is a club member (the server's account, never the browser's word): lines of
   * a new family get the members' discount, unless the order is for a third party.
   */
  clubMember?: boolean;
}

export const TOTAL_NAME = 'Total';

/**
 * The whole cart priced from scratch: junior limit, overlap, lines, discount, upgrade
 * credits, tax, total.
 * Both the browser and the server call this, and the server ignores any price the client
 * sends. Overlap is taken out after the junior limit, since lowering two lines to the lowest
 * tiers can make a package's licence cover a style's. Like the junior limit, overlap is
 * mended rather than refused: the cart changes, `cartModified` and `note` say so, and
 * checkout stops to show it before any charge (a cart kept in a cookie or a shared link
 * from before a package was added must still open).
 */
export function priceCart(input: CartPricingInput): Cart {
  const kind = input.buyer ? juniorKind(input.buyer, input.today ?? '') : null;
  const limited = kind
    ? applyJuniorLimit(input.items)
    : { items: [...input.items], modified: false, note: null };
  const settled = withoutOverlap(limited.items);
  const lines = settled.items.map(priceCartLine);
  const subtotal = sumCents(lines.map((line) => line.priceCents));
  const discounts: CartDiscount[] = [];
  if (kind && subtotal > 0) {
    discounts.push({
      name: JUNIOR_DISCOUNT_NAMES[kind],
      amountCents: percentOfCents(subtotal, juniorDiscountPercent(kind)),
    });
  }
  // The junior percentage is of the whole cart; each line bears its share of it.
  const juniorLineCents = allocateCents(
    lines.map((line) => line.priceCents),
    discounts[0]?.amountCents ?? 0,
  );
  const members = cartMembersDiscount(
    lines,
    settled.items.map((item) => item.releasedOn ?? null),
    juniorLineCents,
    {
      clubMember: input.clubMember ?? false,
      thirdPartyOrder: input.buyer?.thirdPartyOrder ?? false,
    },
    input.today ?? '',
  );
  if (members.discount) discounts.push(members.discount);
  // What each line still costs before the code: its shares of the junior and members' discounts.
  const beforeCodeLineCents = juniorLineCents.map(
    (cents, index) => cents + (members.lineCents[index] ?? 0),
  );
  const codeDiscount = input.discountCode
    ? applyCartDiscountCode(
        input.discountCode,
        lines,
        beforeCodeLineCents,
        afterDiscounts(subtotal, discounts),
        input.today ?? '',
      )
    : null;
  if (codeDiscount?.discount) discounts.push(codeDiscount.discount);
  const due = cartLineDueCents(lines, beforeCodeLineCents, codeDiscount?.lineCents ?? []);
  const upgrades = applyUpgradeCredits(lines, due);
  discounts.push(...upgrades.credits);
  const net = afterDiscounts(subtotal, discounts);
  const tax = cartTax(net, input.tax ?? NO_TAX);
  return {
    lines: upgrades.lines,
    discounts,
    subtotalCents: subtotal,
    lineNetCents: due,
    netCents: net,
    tax,
    discountCode: codeDiscount?.status ?? null,
    total: { name: TOTAL_NAME, amountCents: net + tax.amountCents },
    cartModified: limited.modified || settled.superseded.length > 0,
    note: joinNotes([limited.note, overlapNote(settled.superseded)]),
  };
}

function afterDiscounts(subtotal: Cents, discounts: readonly CartDiscount[]): Cents {
  return subtotal - sumCents(discounts.map((discount) => discount.amountCents));
}

function joinNotes(notes: readonly (string | null)[]): string | null {
  const present = notes.filter((note): note is string => note !== null);
  return present.length > 0 ? present.join(' ') : null;
}
