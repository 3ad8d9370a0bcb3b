import type { NamedAmount, Order, OrderLine } from '../../application/account/Order';

/**
 * POST settings/orders answers spec §3's orders: order_details (id, date, zip and pdf
 * links), cart lines, discounts and total. Anything missing becomes empty, not an error:
 * a half-filled order is still worth listing.
 */
type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function link(value: unknown): string | null {
  return text(value) || null;
}

function namedAmount(value: unknown): NamedAmount {
  const item = record(value);
  return { name: text(item.name), value: text(item.value) };
}

function orderLine(value: unknown): OrderLine {
  const line = record(value);
  const description = record(line.description);
  return {
    name: text(line.name),
    fontClass: text(line.font_class) || null,
    licences: ['desktop', 'web', 'app'].map((key) => text(description[key])).filter(Boolean),
    value: text(line.value),
  };
}

export function orderFromAnswer(value: unknown): Order {
  const order = record(value);
  const details = record(order.order_details);
  const lines = order.cart ?? order.lines ?? order.cart_lines;
  const total = order.total;
  return {
    id: text(details.id ?? order.id),
    date: text(details.date ?? order.date),
    zipUrl: link(details.zip ?? details.zip_link ?? details.zip_url),
    pdfUrl: link(details.pdf ?? details.pdf_link ?? details.pdf_url),
    lines: Array.isArray(lines) ? lines.map(orderLine) : [],
    discounts: Array.isArray(order.discounts) ? order.discounts.map(namedAmount) : [],
    total: total ? namedAmount(total) : null,
  };
}
