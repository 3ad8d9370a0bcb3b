import type { OptionKind } from '../../domain/pricing/ShopPricing';
import type { CartItem } from '../cart/CartItem';

/**
 * What an order line licenses, as the cart would hold it: where an upgrade starts from. A
 * collection bundle has none: it is not sold by one family's shop, so it is not upgraded.
 */
export type OrderedLicence = Pick<CartItem, 'id' | 'typeface' | 'options' | 'scripts'> & {
  type: OptionKind;
};

/**
 * One order of the history (docs/spec.md §3 "Order"), as the orders page shows it. The upgrade
 * fields come with the history (POST settings/orders); a receipt goes without them.
 */
export interface OrderLine {
  name: string;
  fontClass: string | null;
  /** The licences bought, one text per category (desktop, web, app) that was chosen. */
  licences: string[];
  /** A collection bundle's families by name; absent for any other line. */
  families?: string[];
  value: string;
  /** What the line licenses; null for an order too old or odd to say. */
  licence?: OrderedLicence | null;
  /** What has been paid toward this licence ("$40"): the credit an upgrade starts from. */
  paid?: string;
  paidCents?: number;
  /** The order this line upgraded, if it is an upgrade. */
  upgradeOf?: string | null;
  /** The later order that upgraded this line; null while it stands as bought. */
  upgradedBy?: string | null;
}

export interface NamedAmount {
  name: string;
  value: string;
}

export interface Order {
  id: string;
  date: string;
  /** Where the font files (zip) and the invoice (pdf) are downloaded; null when absent. */
  zipUrl: string | null;
  pdfUrl: string | null;
  lines: OrderLine[];
  discounts: NamedAmount[];
  /** The order's tax line (VAT, reverse charge or US sales tax); null when untaxed. */
  tax?: NamedAmount | null;
  total: NamedAmount | null;
}
