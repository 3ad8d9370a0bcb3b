import type { AdminOrderAnswer } from '../../../contract/adminAnswers';
import type { OrderAnswer } from '../../../contract/orderAnswers';
import type { OrderCase } from './OrderDesk';

/** An opened order as GET /admin/orders/{id} answers it. */
export function adminOrderAnswer(
  { order, background }: OrderCase,
  customerView: OrderAnswer,
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
  };
}
