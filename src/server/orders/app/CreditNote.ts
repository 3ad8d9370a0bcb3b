import type { OrderStatus } from '../../../domain/orders/orderLifecycle';
import type { LineCharge } from '../../../domain/orders/refunds';
import type { PoundAmounts } from '../../../domain/orders/vatInSterling';

/** A refund's credit note as it was recorded (migration 1000_refunds_and_credit_notes). */
export interface CreditNote {
  /** "CN-000001". */
  number: string;
  orderId: string;
  /** ISO time of the refund: the note's date and the tax period it counts in. */
  issuedAt: string;
  /** The refunded lines with what each gave back, positive. */
  lines: LineCharge[];
  netCents: number;
  taxCents: number;
  /** The VAT given back in euro cents, at the invoice's own rate; null without one. */
  taxEurCents: number | null;
  /** For UK VAT in another currency: what it gave back in pence at the invoice's period rate. */
  inPounds: PoundAmounts | null;
}

/** What a refund records, in the transaction that moves its order (RefundLedger.record). */
export interface RecordedRefund {
  orderId: string;
  /** The order's refund count the refund was planned on: the conditional update names it. */
  refundCountBefore: number;
  /** The order's state afterwards, and the states it may move from. */
  statusAfter: OrderStatus;
  statusesAllowed: readonly OrderStatus[];
  /** Every refunded line of the order afterwards. */
  refundedLines: number[];
  lines: LineCharge[];
  netCents: number;
  taxCents: number;
  taxEurCents: number | null;
  inPounds: PoundAmounts | null;
  gatewayRefundId: string;
  staffEmail: string;
  issuedAt: string;
}
