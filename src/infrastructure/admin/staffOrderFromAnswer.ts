import type { OrderPartyModel, StaffOrder } from '../../application/admin/BackOffice';
import type { AdminOrderAnswer } from '../../contract/adminAnswers';
import type { OrderPartyAnswer } from '../../contract/orderAnswers';
import { LICENCE_CATEGORIES } from '../../domain/pricing/LicenceCategory';
import { creditNotesFromAnswer } from '../answers/creditNotesFromAnswer';

function partyOf(party: OrderPartyAnswer): OrderPartyModel {
  return {
    name: party.name,
    company: party.company ?? '',
    address1: party.address1,
    address2: party.address2 ?? '',
    zipCode: party.zip_code,
    city: party.city,
    state: party.state ?? '',
    country: party.country,
    vatNumber: party.vat_number ?? '',
  };
}

/** GET /admin/orders/{id}, parsed with the contract, as the back office's order page shows it. */
export function staffOrderFromAnswer(answer: AdminOrderAnswer): StaffOrder {
  const { order } = answer;
  return {
    id: order.order_details.id,
    status: order.order_details.status,
    date: order.order_details.date,
    customerEmail: answer.customer.email,
    lines: order.cart.map((line) => ({
      name: line.name,
      licences: LICENCE_CATEGORIES.flatMap((category) => line.description[category] ?? []),
      scripts: line.scripts,
      value: line.value,
      upgradeOf: line.upgrade_of?.order_id ?? null,
      upgradedBy: line.upgraded_by,
      refunded: line.refunded ?? false,
    })),
    discounts: order.discounts,
    tax: order.tax_line,
    total: order.total,
    licensee: partyOf(order.licensee),
    billing: partyOf(answer.billing),
    thirdPartyOrder: order.third_party_order,
    creditNotes: creditNotesFromAnswer(order.order_details.credit_notes),
    documentsReissuedAt: answer.documents_reissued_at,
    paymentAttempts: answer.payment_attempts.map((attempt) => ({
      attempt: attempt.attempt,
      amount: attempt.amount,
      paymentIntentId: attempt.payment_intent_id,
      createdAt: attempt.created_at,
    })),
    emails: answer.emails.map((mail) => ({
      subject: mail.subject,
      recipient: mail.recipient,
      status: mail.status,
      createdAt: mail.created_at,
    })),
    refundAttempts: answer.refund_attempts.map((attempt) => ({
      status: attempt.status,
      lines: attempt.lines,
      amount: attempt.amount,
      staffEmail: attempt.staff_email,
      createdAt: attempt.created_at,
      settledAt: attempt.settled_at,
    })),
    failedPayouts: answer.failed_payouts.map((payout) => ({
      creditNote: payout.credit_note,
      amount: payout.amount,
      status: payout.status,
      failedAt: payout.failed_at,
      paidOtherwise: payout.paid_otherwise && {
        at: payout.paid_otherwise.at,
        note: payout.paid_otherwise.note,
        staffEmail: payout.paid_otherwise.staff_email,
      },
    })),
  };
}
