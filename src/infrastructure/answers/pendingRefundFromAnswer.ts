import type { PendingRefund } from '../../application/orders/PendingRefund';
import type { PendingRefundAnswer } from '../../contract/orderAnswers';

/** An order's `pending_refund` (absent or null: none) as the order pages show it. */
export function pendingRefundFromAnswer(
  answer: PendingRefundAnswer | null | undefined,
): PendingRefund | null {
  if (!answer) return null;
  return {
    amount: answer.amount,
    currency: answer.currency,
    requestedAt: answer.requested_at,
    lines: answer.lines,
  };
}
