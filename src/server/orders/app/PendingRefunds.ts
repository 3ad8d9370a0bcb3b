/**
 * A refund of an order that staff asked for and the card processor is still making
 * (docs/decisions/0018-pending-refunds.md): no money has moved yet, so the order is still paid
 * and has no credit note for it. Its customer is told it is on its way.
 */
export interface PendingRefund {
  orderId: string;
  /** The indexes of the order's lines it refunds. */
  lines: number[];
  /** What goes back to the card: the lines' net plus tax. */
  amountCents: number;
  /** The order's currency ("USD"): the refund goes back in the currency charged. */
  currency: string;
  /** ISO time staff asked for it. */
  requestedAt: string;
}

/**
 * The pending refunds of orders, for their customer (KyselyRefundAttempts). Only pending ones:
 * a refund the processor failed or canceled moved no money and is the back office's business.
 */
export interface PendingRefunds {
  /** Each order's pending refund, for those that have one (at most one each). */
  pendingOfOrders(orderIds: readonly string[]): Promise<Map<string, PendingRefund>>;
}
