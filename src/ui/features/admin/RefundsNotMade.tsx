import type { StaffOrder } from '../../../application/admin/BackOffice';
import { adminMinute } from './adminMinute';
import { failedPayoutLine } from './payoutTexts';

/**
 * "Refunds the card processor did not make": tries it failed or canceled, which gave no money
 * back and took no credit note, and made refunds it could not pay out after all, whose credit
 * notes stand, with how staff paid them since.
 */
export function RefundsNotMade({
  order,
  namesOf,
}: {
  order: StaffOrder;
  namesOf: (lines: number[]) => string[];
}) {
  const unmade = order.refundAttempts.filter((attempt) => attempt.status !== 'pending');
  if (unmade.length === 0 && order.failedPayouts.length === 0) return null;
  return (
    <>
      <h3 id="refunds-not-made-title">Refunds the card processor did not make</h3>
      <ul className="admin-list" aria-labelledby="refunds-not-made-title">
        {unmade.map((attempt, index) => (
          <li key={`attempt-${index}`}>
            {adminMinute(attempt.createdAt)} UTC: {namesOf(attempt.lines).join(', ')},{' '}
            {attempt.amount}, asked by {attempt.staffEmail}; {attempt.status} by the card processor
            {attempt.settledAt ? ` on ${adminMinute(attempt.settledAt)} UTC` : ''}. No money went
            back and no credit note was issued.
          </li>
        ))}
        {order.failedPayouts.map((payout) => (
          <li key={payout.creditNote}>{failedPayoutLine(payout)}</li>
        ))}
      </ul>
    </>
  );
}
