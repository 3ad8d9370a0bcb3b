import type { AddressAnswer } from '../../application/checkout/AddressAnswer';
import type { CartUpdateAnswer } from '../../contract/cartAnswer';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { toCents } from '../../domain/pricing/money';
import { cartFromAnswer } from '../answers/cartFromAnswer';

/** The total's text starts with the shop's currency symbol ('$240'); the tax line uses it too. */
function currencySymbolOf(total: string): string {
  return /^-?([^\d-]*)/.exec(total)?.[1] ?? '$';
}

/** PUT /cart's answer in address mode (docs/spec.md §7) as the checkout's steps read it. */
export function addressFromAnswer(answer: CartUpdateAnswer): AddressAnswer {
  const { view, items } = cartFromAnswer(answer);
  const isUsOrder = answer.is_us_order;
  const tax = answer.us_sales_tax;
  const percent = answer.us_sales_tax_percentage;
  const taxLine = isUsOrder
    ? {
        name: `US sales tax (${percent}%)`,
        value: formatMoney(toCents(tax), currencySymbolOf(view.total.value)),
      }
    : null;
  return {
    view,
    items,
    is_us_order: isUsOrder,
    usSalesTax: taxLine,
    us_sales_tax: tax,
    us_sales_tax_percentage: percent,
    taxjar_error: answer.taxjar_error || null,
    stripe_payment_intent: answer.stripe_payment_intent ?? null,
  };
}
