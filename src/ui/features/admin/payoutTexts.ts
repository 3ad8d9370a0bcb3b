import type { StaffFailedPayout } from '../../../application/admin/BackOffice';
import { adminMinute } from './adminMinute';

type Payout = Pick<StaffFailedPayout, 'creditNote' | 'amount'>;

/**
 * The order page's alert for a refund the card processor could not pay out: the credit note
 * stands, so the customer is owed the money and staff pay it another way
 * (docs/decisions/0023-refund-payouts-that-fail-later.md).
 */
export function payoutAlertText({ creditNote, amount }: Payout): string {
  return `The card processor could not pay out refund ${creditNote} (${amount}): the money is back in the Stripe balance. Pay the customer another way, then mark it paid.`;
}

/** The refund's line among the refunds the card processor did not make, open or paid since. */
export function failedPayoutLine(payout: StaffFailedPayout): string {
  const failed = `${payout.creditNote}, ${payout.amount}: made, then ${payout.status} by the card processor (known since ${adminMinute(payout.failedAt)} UTC); the money went back to the Stripe balance.`;
  const paid = payout.paidOtherwise;
  return paid
    ? `${failed} Paid another way on ${adminMinute(paid.at)} UTC by ${paid.staffEmail}: ${paid.note}.`
    : `${failed} The customer is still owed it.`;
}
