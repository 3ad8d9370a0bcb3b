import type { AddressAnswer } from '../../application/checkout/AddressAnswer';
import type { CartUpdateAnswer } from '../../contract/cartAnswer';
import { cartFromAnswer } from '../answers/cartFromAnswer';

/** PUT /cart's answer in address mode (docs/spec.md §7) as the checkout's steps read it. */
export function addressFromAnswer(answer: CartUpdateAnswer): AddressAnswer {
  const { view, items } = cartFromAnswer(answer);
  const isUsOrder = answer.is_us_order;
  return {
    view,
    items,
    is_us_order: isUsOrder,
    // The server writes the line itself, in the configured currency symbol (README "Pricing
    // parameters", CURRENCY_SYMBOL): "US sales tax (8.875%)", "$21.30".
    usSalesTax: isUsOrder ? answer.tax.line : null,
    us_sales_tax: answer.us_sales_tax,
    us_sales_tax_percentage: answer.us_sales_tax_percentage,
    taxjar_error: answer.taxjar_error || null,
    stripe_payment_intent: answer.stripe_payment_intent ?? null,
  };
}
