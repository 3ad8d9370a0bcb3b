import { isWellFormedDiscountCode } from '../../../domain/pricing/discountCode';
import { juniorKind } from '../../../domain/pricing/juniorDiscount';
import type { TaxDecision } from '../../../domain/tax/taxDecision';
import type { DiscountCodeLookup } from '../../discounts/app/DiscountCodes';
import type { UpgradeLookup } from '../../upgrades/app/UpgradeLookup';
import type { ClubMembers } from '../../club/app/ClubMembers';
import { failed, succeeded, type Result } from '../../application/Result';
import type { ShopCatalogue } from '../../shop/app/ShopCatalogue';
import type { CartPrice } from '../../orders/app/CartPrice';
import { priceResolvedCart, todayIso } from './priceResolvedCart';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import { invalidCart, type InvalidCart } from './InvalidCart';
import type { ResolvedCartItem } from './ResolvedCartItem';
import { resolveCartItems, type OwnedRefusal, type UpgradeContext } from './resolveCartItems';

export interface PricingExtras {
  /** The order's tax as the TaxCalculator decided it; absent before an address is known. */
  tax?: TaxDecision | null;
  /** The logged-in customer: only their own order lines can be upgraded. */
  userId?: string | null;
  /** The code the cart held before (CartRepository.heldDiscountCode): told why it fails. */
  heldDiscountCode?: string | null;
  /** Checkout: refuse a line the customer owns already, outside this checkout's own order. */
  refuseOwned?: OwnedRefusal | null;
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
    /** Who is in the club; without it nobody gets the members' discount. */
    private readonly clubMembers: ClubMembers | null = null,
  ) {}

  /**
   * Prices a stored or shared cart: items the shop no longer sells are dropped ('lenient'),
   * since its owner cannot fix what they did not send. It never fails.
   */
  async priceStored(selection: CartSelection, extras: PricingExtras = {}): Promise<CartPrice> {
    const today = todayIso();
    const upgrades = this.upgradeContext(selection, extras, today);
    const resolved = await resolveCartItems(selection.items, this.shops, 'lenient', upgrades);
    return this.priceResolved(resolved, selection, extras, today);
  }

  /**
   * Prices what a request sent: an unknown option, tier or script is an InvalidCart with
   * field errors ('strict').
   */
  async price(
    selection: CartSelection,
    extras: PricingExtras = {},
  ): Promise<Result<CartPrice, InvalidCart>> {
    const today = todayIso();
    const upgrades = this.upgradeContext(selection, extras, today);
    const resolved = await resolveCartItems(selection.items, this.shops, 'strict', upgrades);
    if (!resolved.ok) return failed(invalidCart(resolved.errors));
    return succeeded(await this.priceResolved(resolved.value, selection, extras, today));
  }

  /** Where upgraded lines are found for this buyer; null: no upgrade is priced. */
  private upgradeContext(
    selection: CartSelection,
    extras: PricingExtras,
    today: string,
  ): UpgradeContext | null {
    return (
      this.upgrades && {
        lookup: this.upgrades,
        userId: extras.userId ?? null,
        refuseOwned: extras.refuseOwned ?? null,
        juniorLimit: selection.buyer !== null && juniorKind(selection.buyer, today) !== null,
      }
    );
  }

  private async priceResolved(
    resolved: ResolvedCartItem[],
    selection: CartSelection,
    extras: PricingExtras,
    today: string,
  ): Promise<CartPrice> {
    const discountCode = await this.discountCodeTerms(
      selection.discountCode ?? null,
      extras.heldDiscountCode ?? null,
    );
    // The members' discount is the logged-in account's, never a flag the browser sends.
    const userId = extras.userId ?? null;
    const clubMember =
      userId !== null && this.clubMembers !== null && (await this.clubMembers.isMember(userId));
    return priceResolvedCart(resolved, selection.buyer, {
      currencySymbol: this.currencySymbol,
      today,
      clubMember,
      tax: extras.tax ?? null,
      discountCode,
    });
  }

  /** The stored terms of a cart's code; null terms: no such code. */
  private async discountCodeTerms(code: string | null, held: string | null) {
    if (!code) return null;
    const known = isWellFormedDiscountCode(code) && this.discountCodes;
    const terms = known ? await this.discountCodes.find(code) : null;
    return { code, terms, held: held !== null && held === terms?.code };
  }
}
