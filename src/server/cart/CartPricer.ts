import { isWellFormedDiscountCode } from '../../domain/pricing/discountCode';
import { juniorKind } from '../../domain/pricing/juniorDiscount';
import type { TaxDecision } from '../../domain/tax/taxDecision';
import type { DiscountCodeLookup } from '../discounts/KyselyDiscountCodeLookup';
import type { UpgradeLookup } from '../upgrades/UpgradeLookup';
import { HttpError } from '../http/HttpError';
import type { ShopCatalogue } from '../shop/ShopCatalogue';
import type { CartBody } from '../../contract/cart';
import type { CartAnswer } from '../../contract/cartAnswer';
import { priceCartAnswer, todayIso, type PricedCartAndAnswer } from './priceCartAnswer';
import type { CartContents } from './CartContents';
import { parseCartRequest } from './parseCartRequest';
import { resolveCartItems, type ResolveMode } from './resolveCartItems';

export interface PricingExtras {
  /** US sales tax rate in percent for a US order (checkout's address mode); null otherwise. */
  usSalesTaxPercent?: number | null;
  /** The order's tax as the TaxCalculator decided it (wins over usSalesTaxPercent). */
  tax?: TaxDecision | null;
  /** The logged-in customer: only their own order lines can be upgraded. */
  userId?: string | null;
}

/** Turns what a customer chose into the authoritative priced cart (src/domain does the sums). */
export class CartPricer {
  constructor(
    private readonly shops: ShopCatalogue,
    private readonly currencySymbol: string,
    /** Where a cart's discount code is looked up; without it every code is unknown. */
    private readonly discountCodes: DiscountCodeLookup | null = null,
    /** Where upgraded order lines are found; without it no upgrade item is priced. */
    private readonly upgrades: UpgradeLookup | null = null,
  ) {}

  /**
   * Reads `{cart, user?}` from a request body the contract checked; a cart whose items are
   * malformed is a 422 with field errors (parseCartRequest.ts).
   */
  contentsFromRequest(body: CartBody): CartContents {
    const parsed = parseCartRequest(body);
    if (!parsed.ok) throw new HttpError(422, parsed.errors);
    return parsed.value;
  }

  /**
   * Prices contents: 'strict' for what a request sent (an unknown option, tier or script
   * is a 422), 'lenient' for a stored or shared cart (such items are dropped).
   */
  async price(
    contents: CartContents,
    mode: ResolveMode,
    extras: PricingExtras = {},
  ): Promise<CartAnswer> {
    return (await this.priceInCents(contents, mode, extras)).answer;
  }

  /** The same price with the domain's cart in cents beside the answer (the checkout's order). */
  async priceInCents(
    contents: CartContents,
    mode: ResolveMode,
    extras: PricingExtras = {},
  ): Promise<PricedCartAndAnswer> {
    const today = todayIso();
    const upgrades = this.upgrades && {
      lookup: this.upgrades,
      userId: extras.userId ?? null,
      juniorLimit: contents.buyer !== null && juniorKind(contents.buyer, today) !== null,
    };
    const resolved = await resolveCartItems(contents.items, this.shops, mode, upgrades);
    if (!resolved.ok) throw new HttpError(422, resolved.errors);
    return priceCartAnswer(resolved.value, contents.buyer, {
      currencySymbol: this.currencySymbol,
      today,
      usSalesTaxPercent: extras.usSalesTaxPercent ?? null,
      tax: extras.tax ?? null,
      discountCode: await this.discountCodeTerms(contents.discount_code ?? null),
    });
  }

  /** The stored terms of a cart's code; null terms: no such code. */
  private async discountCodeTerms(code: string | null) {
    if (!code) return null;
    const known = isWellFormedDiscountCode(code) && this.discountCodes;
    return { code, terms: known ? await this.discountCodes.find(code) : null };
  }
}
