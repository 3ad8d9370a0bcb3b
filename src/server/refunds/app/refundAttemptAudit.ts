import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { AuditEntry } from '../../staff/app/AuditLog';
import type { RefundAttempt } from './RefundAttempts';

/**
 * The audit entry of a refund the card processor has not made: `order.refund_pending` when it
 * is asked and still being made, `order.refund_failed` when it failed or was canceled, at once
 * or later. The order itself is unchanged, so before and after name the same state; after adds
 * the refund's lines, amount and the processor's answer.
 */
export function refundAttemptAudit(order: OrderRecord, attempt: RefundAttempt): AuditEntry {
  const state = { status: order.status, refunded_lines: order.refundedLines };
  return {
    action: attempt.status === 'pending' ? 'order.refund_pending' : 'order.refund_failed',
    subject: order.id,
    before: state,
    after: {
      ...state,
      refund: {
        lines: attempt.lines.map((line) => line.line),
        cents: attempt.amountCents,
        status: attempt.status,
        refund_id: attempt.gatewayRefundId,
      },
    },
  };
}
