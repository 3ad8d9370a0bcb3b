import { toCents } from '../../domain/pricing/money';
import type { CartAnswer } from '../../contract/cartAnswer';
import type { OrderPriceFields } from '../orders/KyselyOrderRepository';
import type { FoundryTaxSettings } from '../tax/foundryTaxSettings';

export type OrderTaxAndCodeFields = Pick<
  OrderPriceFields,
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
>;

/** What an order stores of its tax and discount code, beside the US fields. */
export function orderTaxAndCodeFields(
  cart: CartAnswer,
  seller: FoundryTaxSettings,
): OrderTaxAndCodeFields {
  const code = cart.discount_code?.applied ? cart.discount_code.code : null;
  const codeDiscount = code ? cart.discounts.at(-1) : undefined;
  return {
    tax_kind: cart.tax.kind,
    tax_cents: toCents(cart.tax.amount),
    tax_percentage: cart.tax.rate_percentage,
    tax_country: cart.tax.country,
    reverse_charge: cart.tax.reverse_charge ? 1 : 0,
    buyer_vat_number: cart.tax.vat_number,
    seller_country: seller.country,
    seller_vat_id: seller.vatId,
    discount_code: code,
    discount_code_cents: codeDiscount ? toCents(codeDiscount.amount) : 0,
  };
}
