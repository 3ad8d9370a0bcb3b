import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { Order } from '../account/Order';
import type { OrderLine } from '../account/OrderLine';

/** An order line as the thank-you page shows it: the history's line plus its extra scripts. */
export interface ReceiptLine extends OrderLine {
  /** What each licence category covers; null where the line has no such licence. */
  description: Record<LicenceCategory, string | null>;
  scripts: string[];
}

/** The order just paid (docs/spec.md §2 "Checkout success"). */
export interface OrderReceipt extends Order {
  lines: ReceiptLine[];
  /** The tax line: VAT, reverse charge or a US order's sales tax; null when untaxed. */
  usSalesTax: { name: string; value: string } | null;
}
