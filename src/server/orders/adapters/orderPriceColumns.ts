import type { Insertable } from 'kysely';
import type { Cart } from '../../../domain/cart/Cart';
import { sumCents } from '../../../domain/pricing/money';
import { taxOfKind } from '../../../domain/tax/cartTax';
import { lineChargedCents } from '../../../domain/upgrades/upgradeCredit';
import type { OrderPrice } from '../app/NewOrder';
import type { OrdersTable } from '../../database/tables/orderTables';
import { storedPricedCartJson } from './storedPricedCart';

/** The columns a re-priced checkout writes over a pending order's previous price. */
export type OrderPriceColumns = Pick<
  Insertable<OrdersTable>,
  | 'is_us_order'
  | 'currency'
  | 'subtotal_cents'
  | 'discount_cents'
  | 'us_sales_tax_cents'
  | 'us_sales_tax_percentage'
  | 'total_cents'
  | 'priced_cart_json'
  | 'billing_json'
  | 'licensee_json'
  | 'third_party_order'
  // Migration 0830: the tax and discount code.
  | 'tax_kind'
  | 'tax_cents'
  | 'tax_percentage'
  | 'tax_country'
  | 'reverse_charge'
  | 'buyer_vat_number'
  | 'seller_country'
  | 'seller_vat_id'
  | 'discount_code'
  | 'discount_code_cents'
  // Migration 0920: the location evidence and how the VAT number was confirmed.
  | 'tax_evidence_json'
  | 'vat_number_status'
  // Migration 0960.
  | 'job_reference'
  | 'withdrawal_consent_at'
  // Migration 1030: what each line charged, the credit base of its next upgrade.
  | 'line_charged_cents_json'
>;

/**
 * What an order stores of its price: the figures from the domain's cents (never read back
 * from the stored cart's currency units), the priced cart as charged (storedPricedCart.ts),
 * the parties, the tax and the discount code.
 */
export function orderPriceColumns(price: OrderPrice): OrderPriceColumns {
  const { cart, seller } = price;
  const code = cart.discountCode?.applied ? cart.discountCode.code : null;
  const usSalesTax = taxOfKind(cart.tax, 'us_sales_tax');
  return {
    is_us_order: cart.tax.kind === 'us_sales_tax' ? 1 : 0,
    currency: price.currency,
    subtotal_cents: cart.subtotalCents,
    discount_cents: sumCents(cart.discounts.map((discount) => discount.amountCents)),
    // Read by nothing since migration 1070; still written while a server of the release
    // before may read them, until a later migration drops them (decision 0014).
    us_sales_tax_cents: usSalesTax.amountCents,
    us_sales_tax_percentage: usSalesTax.ratePercent,
    total_cents: cart.total.amountCents,
    priced_cart_json: JSON.stringify(storedPricedCartJson(price)),
    billing_json: JSON.stringify(price.billing),
    licensee_json: JSON.stringify(price.licensee),
    third_party_order: price.thirdPartyOrder ? 1 : 0,
    tax_kind: cart.tax.kind,
    tax_cents: cart.tax.amountCents,
    tax_percentage: cart.tax.ratePercent,
    tax_country: cart.tax.country,
    reverse_charge: cart.tax.reverseCharge ? 1 : 0,
    buyer_vat_number: cart.tax.vatNumber,
    seller_country: seller.country,
    seller_vat_id: seller.vatId,
    discount_code: code,
    discount_code_cents: code ? codeDiscountCents(cart) : 0,
    tax_evidence_json: JSON.stringify(price.evidence),
    vat_number_status: cart.tax.vatNumberStatus,
    job_reference: price.jobReference,
    withdrawal_consent_at: price.withdrawalConsentAt ?? null,
    line_charged_cents_json: JSON.stringify(lineChargedCents(cart)),
  };
}

/**
 * The applied code's discount: after the junior discount and before the upgrade credits,
 * one per upgrade line (src/domain/cart/Cart.ts).
 */
function codeDiscountCents(cart: Cart): number {
  const credits = cart.lines.filter((line) => line.upgrade).length;
  return cart.discounts.at(-1 - credits)?.amountCents ?? 0;
}
