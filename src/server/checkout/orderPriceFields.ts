import { toCents } from '../../domain/pricing/money';
import type { OrderInformationValues } from '../../domain/validation/orderInformationForm';
import type { CartAnswer } from '../../contract/cartAnswer';
import type { OrderPriceFields } from '../orders/KyselyOrderRepository';
import { billingParty, licenseeParty } from './orderParties';

/** What an order stores of its server-priced cart, its parties and the US fields (orderTaxFields.ts: the rest). */
export function orderPriceFields(
  cart: CartAnswer,
  info: OrderInformationValues,
  email: string,
  currency: string,
): OrderPriceFields {
  const discountCents = cart.discounts.reduce((sum, discount) => sum + toCents(discount.amount), 0);
  return {
    is_us_order: cart.is_us_order ? 1 : 0,
    currency,
    subtotal_cents: toCents(cart.subtotal),
    discount_cents: discountCents,
    us_sales_tax_cents: toCents(cart.us_sales_tax),
    us_sales_tax_percentage: cart.us_sales_tax_percentage,
    total_cents: toCents(cart.total.amount),
    priced_cart_json: JSON.stringify(cart),
    billing_json: JSON.stringify(billingParty(info, email)),
    licensee_json: JSON.stringify(licenseeParty(info, email)),
    third_party_order: info.third_party_order ? 1 : 0,
  };
}
