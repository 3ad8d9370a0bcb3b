import { errorItem } from '../../../domain/errors/ErrorItem';
import type { Clock } from '../../application/Clock';
import type { InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { FailedPayout, RefundPayouts } from './RefundPayouts';

export const PAYOUT_MESSAGES = {
  noteRequired: 'Say how the customer was paid, e.g. "bank transfer 2026-11-30".',
  notFound: 'This order has no refund the card processor could not pay out under that number.',
  alreadyPaid: 'This refund is marked paid already. Reload the order.',
};

/** The order has no failed payout of that credit note. */
export interface PayoutNotFound {
  name: 'PayoutNotFound';
}

/** Marked paid already (by another staff member meanwhile, say). */
export interface PayoutAlreadyPaid {
  name: 'PayoutAlreadyPaid';
}

export type MarkPaidFailure = InvalidForm | PayoutNotFound | PayoutAlreadyPaid;

export interface MarkPayoutPaidOtherwisePorts {
  payouts: Pick<RefundPayouts, 'ofCreditNote' | 'markPaidOtherwise'>;
  audit: Pick<AuditLog, 'record'>;
  clock: Clock;
}

/**
 * Staff paid the customer a refund the card processor could not pay out (a bank transfer, say)
 * and say so with a short note: the order's alert ends, and the audit log keeps who, when and
 * how (`order.refund_paid_otherwise`). The shop moves no money itself
 * (docs/decisions/0023-refund-payouts-that-fail-later.md).
 */
export class MarkPayoutPaidOtherwise {
  constructor(private readonly ports: MarkPayoutPaidOtherwisePorts) {}

  async execute(
    staff: StaffMember,
    orderId: string,
    creditNote: string,
    note: string,
  ): Promise<Result<FailedPayout, MarkPaidFailure>> {
    const how = note.trim();
    if (!how) {
      return failed({
        name: 'InvalidForm',
        errors: [errorItem('note', PAYOUT_MESSAGES.noteRequired, 'required')],
      });
    }
    const payout = await this.ports.payouts.ofCreditNote(creditNote);
    if (!payout || payout.orderId !== orderId) return failed({ name: 'PayoutNotFound' });
    const payment = {
      at: this.ports.clock.now().toISOString(),
      note: how,
      staffEmail: staff.email,
    };
    if (
      payout.paidOtherwise ||
      !(await this.ports.payouts.markPaidOtherwise(creditNote, payment))
    ) {
      return failed({ name: 'PayoutAlreadyPaid' });
    }
    const state = { credit_note: creditNote, payout: payout.status };
    await this.ports.audit.record(staff, {
      action: 'order.refund_paid_otherwise',
      subject: orderId,
      before: { ...state, paid_otherwise: null },
      after: { ...state, paid_otherwise: { at: payment.at, note: how } },
    });
    return succeeded({ ...payout, paidOtherwise: payment });
  }
}
