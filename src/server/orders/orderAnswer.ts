import type { CartAmount } from '../../domain/cart/CartAmount';
import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { fromCents } from '../../domain/pricing/money';
import type { UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';
import { orderLinePaidCents } from '../../domain/upgrades/upgradeCredit';
import type { CartAnswer, CartSelection } from '../../contract/cartAnswer';
import { API_PREFIX } from '../http/apiPaths';
import type { OrderStatus } from './orderTables';
import type { OrderParty } from './OrderParty';
import type { OrderRow } from './OrderStore';

/**
 * An order as the success page (`GET /orders/{id}`) and the orders page
 * (`POST /settings/orders`) show it, in docs/spec.md §3's words: `order_details` (id, date, zip and
 * pdf links), `cart` lines (name, font_class, description, scripts, scripts_count, value),
 * `discounts`, `total`. Lines also carry `options_text`, the cart line's name for the same
 * descriptions, so the cart's line component can show an order line unchanged.
 */
export interface OrderAnswer {
  order_details: {
    id: string;
    /** ISO date the order was paid (or placed, while pending). */
    date: string;
    status: OrderStatus;
    /** Null until the order is paid: nothing to download before. */
    zip: string | null;
    pdf: string | null;
  };
  cart: OrderLineAnswer[];
  discounts: { name: string; value: string }[];
  is_us_order: boolean;
  us_sales_tax: number;
  us_sales_tax_percentage: number;
  /** `us_sales_tax` with the currency symbol, for the line under the discounts. */
  us_sales_tax_value: string;
  /** The order's tax line (VAT, reverse charge or US sales tax); null when untaxed. */
  tax_line: { name: string; value: string } | null;
  total: { name: string; value: string };
  licensee: OrderParty;
  third_party_order: boolean;
}

export interface OrderLineAnswer {
  name: string;
  font_class: string;
  description: Record<LicenceCategory, string | null>;
  options_text: Record<LicenceCategory, string | null>;
  scripts: string[];
  scripts_count: number;
  /** The price with the currency symbol ("$120"). */
  value: string;
  /** What the line licenses, as a cart item: an upgrade starts from it (README "Upgrades"). */
  licence: CartSelection | null;
  /** What has been paid toward this licence: the credit its upgrade starts from ("$40"). */
  paid: string;
  /** The same in cents, for the upgrade form's estimate (the cart prices it on the server). */
  paid_cents: number;
  /** The order line this line upgraded; null for a new licence. */
  upgrade_of: UpgradeTarget | null;
  /** The paid order that upgraded this line; null while it stands as bought. */
  upgraded_by: string | null;
}

export function orderDownloadPaths(orderId: string): { zip: string; pdf: string } {
  const base = `${API_PREFIX}/orders/${encodeURIComponent(orderId)}`;
  return { zip: `${base}/fonts.zip`, pdf: `${base}/invoice.pdf` };
}

export function orderAnswer(
  order: OrderRow,
  currencySymbol: string,
  upgradedBy: ReadonlyMap<number, string> = new Map(),
): OrderAnswer {
  const priced = pricedCartOf(order);
  const paid = order.status === 'paid';
  const downloads = orderDownloadPaths(order.id);
  return {
    order_details: {
      id: order.id,
      date: (order.paid_at ?? order.created_at).slice(0, 10),
      status: order.status,
      zip: paid ? downloads.zip : null,
      pdf: paid ? downloads.pdf : null,
    },
    cart: priced.cart.map((line, index) => {
      const paidCents = orderLinePaidCents(priced, index) ?? 0;
      return {
        name: line.name,
        font_class: line.font_class,
        description: line.options_text,
        options_text: line.options_text,
        scripts: line.scripts,
        scripts_count: line.scripts.length,
        ...(line.families ? { families: line.families } : {}),
        value: line.value,
        licence: priced.items[index] ?? null,
        paid: formatMoney(fromCents(paidCents), currencySymbol),
        paid_cents: paidCents,
        upgrade_of: line.upgrade
          ? { order_id: line.upgrade.order_id, line: line.upgrade.line }
          : null,
        upgraded_by: upgradedBy.get(index) ?? null,
      };
    }),
    discounts: priced.discounts.map(namedValue),
    is_us_order: order.is_us_order === 1,
    us_sales_tax: fromCents(order.us_sales_tax_cents),
    us_sales_tax_percentage: order.us_sales_tax_percentage,
    us_sales_tax_value: formatMoney(fromCents(order.us_sales_tax_cents), currencySymbol),
    tax_line: taxLineOf(order, currencySymbol),
    total: namedValue(priced.total),
    licensee: JSON.parse(order.licensee_json) as OrderParty,
    third_party_order: order.third_party_order === 1,
  };
}

/** The priced cart stored with the order: what was charged, whatever the shop says today. */
export function pricedCartOf(order: OrderRow): CartAnswer {
  return JSON.parse(order.priced_cart_json) as CartAnswer;
}

function namedValue(amount: CartAmount): { name: string; value: string } {
  return { name: amount.name, value: amount.value };
}

/** The stored cart's tax line; an order from before VAT (migration 0830) has only US fields. */
function taxLineOf(
  order: OrderRow,
  currencySymbol: string,
): { name: string; value: string } | null {
  const priced = pricedCartOf(order);
  if (priced.tax) return priced.tax.line;
  if (order.is_us_order !== 1) return null;
  return {
    name: `US sales tax (${order.us_sales_tax_percentage}%)`,
    value: formatMoney(fromCents(order.us_sales_tax_cents), currencySymbol),
  };
}
