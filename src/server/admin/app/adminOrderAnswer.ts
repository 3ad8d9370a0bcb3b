import type { AdminOrderAnswer } from '../../../contract/adminAnswers';
import type { OrderAnswer } from '../../../contract/orderAnswers';
import type { RefundAttempt } from '../../refunds/app/RefundAttempts';
import type { FailedPayout } from '../../refunds/app/RefundPayouts';
import type { OrderCase } from './OrderDesk';

/** What the order's refunds came to beyond its credit notes. */
export interface RefundTroubles {
  /** Refunds the card processor has not made (yet). */
  attempts: readonly RefundAttempt[];
  /** Made refunds it could not pay out. */
  failedPayouts: readonly FailedPayout[];
}

/** An opened order as GET /admin/orders/{id} answers it, with its refunds' troubles. */
export function adminOrderAnswer(
  { order, background }: OrderCase,
  customerView: OrderAnswer,
  { attempts, failedPayouts }: RefundTroubles,
  money: (cents: number) => string,
): AdminOrderAnswer {
  return {
    order: customerView,
    customer: background.customer,
    billing: order.billing,
    documents_reissued_at: order.documentsReissuedAt,
    payment_attempts: background.paymentAttempts.map((attempt) => ({
      attempt: attempt.attempt,
      amount: money(attempt.amountCents),
      currency: attempt.currency,
      payment_intent_id: attempt.paymentIntentId,
      created_at: attempt.createdAt,
    })),
    emails: background.emails.map((mail) => ({
      subject: mail.subject,
      recipient: mail.recipient,
      status: mail.status,
      created_at: mail.createdAt,
      sent_at: mail.sentAt,
    })),
    refund_attempts: attempts.map((attempt) => ({
      status: attempt.status,
      lines: attempt.lines.map((line) => line.line),
      amount: money(attempt.amountCents),
      staff_email: attempt.staff.email,
      created_at: attempt.createdAt,
      settled_at: attempt.settledAt,
    })),
    failed_payouts: failedPayouts.map((payout) => ({
      credit_note: payout.creditNote,
      amount: money(payout.amountCents),
      status: payout.status,
      failed_at: payout.failedAt,
      paid_otherwise: payout.paidOtherwise && {
        at: payout.paidOtherwise.at,
        note: payout.paidOtherwise.note,
        staff_email: payout.paidOtherwise.staffEmail,
      },
    })),
  };
}
