import { useState } from 'react';
import type { StaffOrder } from '../../../application/admin/BackOffice';
import { PaidOtherwiseForm } from './PaidOtherwiseForm';
import { payoutAlertText } from './payoutTexts';

/**
 * The order page's alert for each refund the card processor made and could not pay out: the
 * customer has the credit note but not the money, so staff pay it another way and mark it
 * paid, which ends the alert (docs/back-office.md "Refunds").
 */
export function FailedPayoutAlerts({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const [marking, setMarking] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = order.failedPayouts.filter((payout) => !payout.paidOtherwise);
  // Nothing left to pay: the alert goes, and only what was just done is said.
  if (open.length === 0) return message ? <p role="status">{message}</p> : null;
  const marked = (text: string) => {
    setMarking(null);
    setMessage(text);
    reload();
  };
  return (
    <section className="admin-alert" aria-labelledby="refunds-to-pay-title">
      <h2 id="refunds-to-pay-title">Refunds to pay another way</h2>
      {open.map((payout) => (
        <div key={payout.creditNote} className="admin-alert__item">
          <p id={`payout-${payout.creditNote}`}>{payoutAlertText(payout)}</p>
          {marking === payout.creditNote ? (
            <PaidOtherwiseForm
              orderId={order.id}
              payout={payout}
              onMarked={marked}
              onCancel={() => setMarking(null)}
            />
          ) : (
            <button
              type="button"
              className="button"
              aria-describedby={`payout-${payout.creditNote}`}
              onClick={() => {
                setMessage(null);
                setMarking(payout.creditNote);
              }}
            >
              Mark paid another way
            </button>
          )}
        </div>
      ))}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
