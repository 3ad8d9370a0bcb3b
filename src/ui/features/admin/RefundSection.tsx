import { useState } from 'react';
import type { StaffOrder } from '../../../application/admin/BackOffice';
import { Loader } from '../../components/Loader';
import { adminMinute } from './adminMinute';
import { errorText } from './errorText';
import { refundQuestion } from './refundQuestion';
import { RefundsNotMade } from './RefundsNotMade';
import { useBackOffice } from './useBackOffice';

/** Orders the server refunds; any other answers 409 `not_paid` (docs/back-office.md). */
const REFUNDABLE = ['paid', 'partially_refunded'];

interface Confirming {
  /** Null: every line not refunded yet. */
  lines: number[] | null;
  question: string;
}

const PENDING_NOTE_ID = 'refund-pending-note';

/**
 * The admin order page's refund: tick lines and refund them, or refund the whole order, each
 * after a confirm step; the server's message or error is shown and the order reloaded. While
 * the card processor is still making a refund of the order, the page says so and offers no
 * other (the server would refuse it); refunds it failed are listed, and can be asked again, and
 * so are made refunds it could not pay out (their alert is FailedPayoutAlerts).
 */
export function RefundSection({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const gateway = useBackOffice();
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const pendingRefund = order.refundAttempts.find((attempt) => attempt.status === 'pending');
  const refundable = REFUNDABLE.includes(order.status) && !pendingRefund;
  const open = order.lines.flatMap((line, index) => (line.refunded ? [] : [index]));
  const namesOf = (lines: number[]) => lines.map((index) => order.lines[index]?.name ?? '');
  const waiting = pendingRefund ? { 'aria-describedby': PENDING_NOTE_ID } : {};

  const toggle = (index: number) =>
    setChosen(chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index]);
  const ask = (lines: number[] | null) => {
    setMessage(null);
    setConfirming({ lines, question: refundQuestion(namesOf(lines ?? open)) });
  };
  const refund = async ({ lines }: Confirming) => {
    setConfirming(null);
    setRunning(true);
    try {
      setMessage({ text: await gateway.refund(order.id, lines), failed: false });
      setChosen([]);
      reload();
    } catch (error) {
      setMessage({ text: errorText(error), failed: true });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <ul className="admin-list">
        {order.lines.map((line, index) => (
          <li key={index}>
            {line.refunded ? (
              <>
                {line.name} · {line.value} · Refunded
              </>
            ) : (
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(index)}
                  disabled={!refundable || running}
                  onChange={() => toggle(index)}
                />{' '}
                {line.name} · {line.value}
              </label>
            )}
          </li>
        ))}
      </ul>
      {pendingRefund && (
        <p id={PENDING_NOTE_ID} className="admin-panel">
          The card processor is still making this refund: {namesOf(pendingRefund.lines).join(', ')},{' '}
          {pendingRefund.amount}, asked by {pendingRefund.staffEmail} on{' '}
          {adminMinute(pendingRefund.createdAt)} UTC. The credit note is issued and e-mailed to the
          customer when it is done. Until then this order cannot be refunded again.
        </p>
      )}
      {REFUNDABLE.includes(order.status) && open.length > 0 && (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            disabled={!refundable || chosen.length === 0 || running}
            onClick={() => ask([...chosen].sort((a, b) => a - b))}
            {...waiting}
          >
            Refund selected lines
          </button>
          <button
            type="button"
            className="button"
            disabled={!refundable || running}
            onClick={() => ask(null)}
            {...waiting}
          >
            Refund the whole order
          </button>
        </div>
      )}
      {confirming && (
        <div role="group" aria-label="Confirm the refund" className="admin-actions">
          <p>{confirming.question}</p>
          <button type="button" className="button" onClick={() => void refund(confirming)}>
            Refund
          </button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      )}
      {running && <Loader label="Refunding…" />}
      {message && <p role={message.failed ? 'alert' : 'status'}>{message.text}</p>}
      <RefundsNotMade order={order} namesOf={namesOf} />
    </section>
  );
}
