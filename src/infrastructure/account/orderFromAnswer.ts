import type {
  NamedAmount,
  Order,
  OrderedLicence,
  OrderLine,
} from '../../application/account/Order';
import { OPTION_KINDS, selectionsFrom, stringsFrom } from '../cart/cartItemsFromJson';

/**
 * POST settings/orders answers docs/spec.md §3's orders: order_details (id, date, zip and pdf
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
    ...(Array.isArray(line.families) ? { families: stringsFrom(line.families) } : {}),
    value: text(line.value),
    licence: orderedLicence(line.licence),
    paid: text(line.paid) || text(line.value),
    paidCents: typeof line.paid_cents === 'number' ? line.paid_cents : 0,
    upgradeOf: text(record(line.upgrade_of).order_id) || null,
    upgradedBy: text(line.upgraded_by) || null,
  };
}

/** The line's licence, sent as a cart item (src/server/cart/CartContents.ts), or null. */
function orderedLicence(value: unknown): OrderedLicence | null {
  const item = record(value);
  const type = OPTION_KINDS.find((kind) => kind === item.kind);
  const id = text(item.option_id);
  const typeface = text(item.typeface_page);
  if (!type || !id || !typeface) return null;
  return {
    id,
    type,
    typeface,
    options: selectionsFrom(item.options),
    scripts: stringsFrom(item.scripts),
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
    tax: order.tax_line ? namedAmount(order.tax_line) : null,
    total: total ? namedAmount(total) : null,
  };
}
