import type { AddressAnswer } from '../../application/checkout/AddressAnswer';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { toCents } from '../../domain/pricing/money';
import { cartAnswerFromWire } from '../cart/cartWireMapping';
import type { AddressAnswerWire } from './CheckoutWire';

/** The total's text starts with the shop's currency symbol ('$240'); the tax line uses it too. */
function currencySymbolOf(total: string): string {
  return /^-?([^\d-]*)/.exec(total)?.[1] ?? '$';
}

export function addressAnswerFromWire(wire: AddressAnswerWire): AddressAnswer {
  const { view, items } = cartAnswerFromWire(wire);
  const isUsOrder = wire.is_us_order === true;
  const tax = wire.us_sales_tax ?? 0;
  const percent = wire.us_sales_tax_percentage ?? 0;
  const taxLine =
    wire.us_sales_tax_line ??
    (isUsOrder
      ? {
          name: `US sales tax (${percent}%)`,
          value: formatMoney(toCents(tax), currencySymbolOf(view.total.value)),
        }
      : null);
  return {
    view,
    items,
    is_us_order: isUsOrder,
    usSalesTax: taxLine,
    us_sales_tax: tax,
    us_sales_tax_percentage: percent,
    taxjar_error: wire.taxjar_error || null,
    stripe_payment_intent: wire.stripe_payment_intent ?? null,
  };
}
