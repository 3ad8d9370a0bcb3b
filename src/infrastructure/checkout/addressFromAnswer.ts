import type { AddressPricing } from '../../application/checkout/AddressPricing';
import type { CartUpdateAnswer } from '../../contract/cartAnswer';
import { cartFromAnswer } from '../answers/cartFromAnswer';

/** PUT /cart's answer in address mode (docs/spec.md §7) as the checkout's steps read it. */
export function addressFromAnswer(answer: CartUpdateAnswer): AddressPricing {
  const { view, items } = cartFromAnswer(answer);
  const isUsOrder = answer.is_us_order;
  return {
    view,
    items,
    isUsOrder,
    // The server writes the line itself, in the configured currency symbol (docs/shop.md,
    // "Pricing parameters", CURRENCY_SYMBOL): "US sales tax (8.875%)", "$21.30".
    usSalesTax: isUsOrder ? answer.tax.line : null,
    usSalesTaxAmount: answer.us_sales_tax,
    usSalesTaxPercentage: answer.us_sales_tax_percentage,
    taxNote: answer.tax.note ?? null,
    taxjarError: answer.taxjar_error || null,
    stripePaymentIntent: answer.stripe_payment_intent ?? null,
    nothingToPay: items.length > 0 && answer.total.amount === 0,
  };
}
