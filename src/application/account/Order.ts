import type { OrderStatus } from '../../domain/orders/orderLifecycle';
import type { NamedAmount } from '../cart/NamedAmount';
import type { CreditNote } from '../orders/CreditNote';
import type { PendingRefund } from '../orders/PendingRefund';
import type { OrderLine } from './OrderLine';

/** One order of the history (docs/spec.md §3 "Order"), as the orders page shows it. */
export interface Order {
  id: string;
  date: string;
  /** Absent where the answer did not say; `refunded` and `partially_refunded` are shown. */
  status?: OrderStatus;
  /** "INV-000042" once paid. */
  invoiceNumber?: string | null;
  /** The buyer's own reference (a purchase order number) as typed at checkout. */
  jobReference?: string | null;
  /** Where the font files (zip) and the invoice (pdf) are downloaded; null when absent. */
  zipUrl: string | null;
  pdfUrl: string | null;
  lines: OrderLine[];
  discounts: NamedAmount[];
  /** The order's tax line (VAT, reverse charge or US sales tax); null when untaxed. */
  tax?: NamedAmount | null;
  total: NamedAmount | null;
  /** The credit notes of the order's refunds, oldest first. */
  creditNotes?: CreditNote[];
  /** The refund the card processor is still making; absent or null: none. */
  pendingRefund?: PendingRefund | null;
}
