import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';
import type { ShownTax } from '../../domain/tax/consumerPrice';
import type { CartLineTester } from './CartLineTester';
import type { NamedAmount } from './NamedAmount';

/** One line as the cart shows it (docs/spec.md §3 "Cart item", the displayed part). */
export interface CartViewLine {
  id: string;
  type: LineKind;
  name: string;
  fontClass: string;
  /** The chosen tier's description per category; null where not licensed. */
  optionsText: Record<LicenceCategory, string | null>;
  /** Names of the extra scripts. */
  scripts: string[];
  price: number;
  /** `price` with the currency symbol, e.g. '$240'. */
  value: string;
  /**
   * The price including the buyer's VAT, e.g. '$288', where the cart is priced for a consumer
   * who pays EU or UK VAT (CartView.shownTax); absent where prices are shown net.
   */
  grossValue?: string;
  /** The tester set-up the line was added with, as the server described it. */
  tester?: CartLineTester | null;
  /** The order whose line this line upgrades; absent or null for a new licence. */
  upgradeOf?: string | null;
  /** A collection bundle's families by name; absent for any other line. */
  families?: string[];
}

/** The discount code the cart was priced with: applied, or refused with the reason. */
export interface DiscountCodeView {
  code: string;
  applied: boolean;
  message: string | null;
}

/** A priced cart as the server answers it (docs/spec.md §3 "Cart"), or as the browser estimates it. */
export interface CartView {
  lines: CartViewLine[];
  discounts: Array<NamedAmount & { grossValue?: string }>;
  /** The tax line (VAT, reverse charge, US sales tax) once the buyer's country is known. */
  tax?: NamedAmount | null;
  /**
   * The buyer's tax as it decides how prices are shown (src/domain/tax/consumerPrice.ts):
   * including VAT for a consumer in the EU or the UK; null or absent while no buyer is known.
   */
  shownTax?: ShownTax | null;
  discountCode?: DiscountCodeView | null;
  total: NamedAmount;
  /** The junior limit lowered some licences (docs/spec.md §5); `note` says so. */
  cartModified: boolean;
  note: string | null;
}

/**
 * Before any answer and after the cart is emptied. Its total has no figure: the cart page
 * says the cart is empty instead, and the header writes the empty total in the configured
 * currency symbol (CartTotalStore).
 */
export const EMPTY_CART_VIEW: CartView = {
  lines: [],
  discounts: [],
  total: { name: 'Total', value: '' },
  cartModified: false,
  note: null,
};
