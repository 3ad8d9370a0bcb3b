/**
 * A refund the foundry asked for that the card processor is still making
 * (docs/back-office.md "Refunds"): the money is on its way back, and the credit note follows
 * by e-mail once it has arrived.
 */
export interface PendingRefund {
  /** What goes back to the card, with the currency symbol ("$84"). */
  amount: string;
  /** The order's currency ("USD"). */
  currency: string;
  /** ISO time the refund was asked for. */
  requestedAt: string;
  /** The indexes of the order's lines it refunds. */
  lines: number[];
}
