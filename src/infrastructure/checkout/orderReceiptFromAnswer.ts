import type { OrderReceipt } from '../../application/orders/OrderReceipt';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import { orderFromAnswer } from '../account/orderFromAnswer';

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

function scriptsOf(line: unknown): string[] {
  const scripts = record(line).scripts;
  if (Array.isArray(scripts)) return scripts.filter((s): s is string => typeof s === 'string');
  // docs/spec.md §3 also allows a map of selected scripts: {greek: 'Greek'}.
  return Object.values(record(scripts)).filter((s): s is string => typeof s === 'string');
}

function descriptionOf(line: unknown): Record<LicenceCategory, string | null> {
  const description = record(record(line).description);
  const texts = {} as Record<LicenceCategory, string | null>;
  for (const category of LICENCE_CATEGORIES) {
    const text = description[category];
    texts[category] = typeof text === 'string' && text !== '' ? text : null;
  }
  return texts;
}

/** GET orders/{id}: the history's order (orderFromAnswer) with each line's scripts and the tax. */
export function orderReceiptFromAnswer(answer: unknown): OrderReceipt {
  const body = record(answer);
  const order = orderFromAnswer(body);
  const lines = Array.isArray(body.cart) ? body.cart : [];
  const taxValue = body.us_sales_tax_value;
  return {
    ...order,
    lines: order.lines.map((line, index) => ({
      ...line,
      description: descriptionOf(lines[index]),
      scripts: scriptsOf(lines[index]),
    })),
    // The order's tax line (VAT too); orders from before VAT answer only the US fields.
    usSalesTax:
      order.tax ??
      (body.is_us_order === true && typeof taxValue === 'string'
        ? { name: `US sales tax (${String(body.us_sales_tax_percentage ?? 0)}%)`, value: taxValue }
        : null),
  };
}
