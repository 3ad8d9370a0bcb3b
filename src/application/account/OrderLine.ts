import type { OrderedLicence } from './OrderedLicence';

/**
 * One line of an order (docs/spec.md §3 "Order"), as the orders page shows it. The upgrade
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
  /** Staff refunded this line: its licence is revoked (docs/back-office.md "Refunds"). */
  refunded?: boolean;
}
