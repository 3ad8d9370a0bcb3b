import type { AdminOrderAnswer } from '../../../contract/adminAnswers';
import type { OrderAnswer } from '../../../contract/orderAnswers';
import type { RefundAttempt } from '../../refunds/app/RefundAttempts';
import type { OrderCase } from './OrderDesk';

/** An opened order as GET /admin/orders/{id} answers it, with its refunds not made (yet). */
export function adminOrderAnswer(
  { order, background }: OrderCase,
  customerView: OrderAnswer,
  refundAttempts: readonly RefundAttempt[],
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
    refund_attempts: refundAttempts.map((attempt) => ({
      status: attempt.status,
      lines: attempt.lines.map((line) => line.line),
      amount: money(attempt.amountCents),
      staff_email: attempt.staff.email,
      created_at: attempt.createdAt,
      settled_at: attempt.settledAt,
    })),
  };
}
