import { useState } from 'react';
import type { StaffOrder } from '../../../application/admin/BackOffice';
import { Loader } from '../../components/Loader';
import { errorText } from './errorText';
import { refundQuestion } from './refundQuestion';
import { useBackOffice } from './useBackOffice';

/** Orders the server refunds; any other answers 409 `not_paid` (docs/back-office.md). */
const REFUNDABLE = ['paid', 'partially_refunded'];

interface Pending {
  /** Null: every line not refunded yet. */
  lines: number[] | null;
  question: string;
}

/**
 * The admin order page's refund: tick lines and refund them, or refund the whole order, each
 * after a confirm step; the server's message or error is shown and the order reloaded.
 */
export function RefundSection({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const gateway = useBackOffice();
  const [chosen, setChosen] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const refundable = REFUNDABLE.includes(order.status);
  const open = order.lines.flatMap((line, index) => (line.refunded ? [] : [index]));
  const namesOf = (lines: number[]) => lines.map((index) => order.lines[index]?.name ?? '');

  const toggle = (index: number) =>
    setChosen(chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index]);
  const ask = (lines: number[] | null) => {
    setMessage(null);
    setPending({ lines, question: refundQuestion(namesOf(lines ?? open)) });
  };
  const refund = async ({ lines }: Pending) => {
    setPending(null);
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
      {refundable && open.length > 0 && (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            disabled={chosen.length === 0 || running}
            onClick={() => ask([...chosen].sort((a, b) => a - b))}
          >
            Refund selected lines
          </button>
          <button type="button" className="button" disabled={running} onClick={() => ask(null)}>
            Refund the whole order
          </button>
        </div>
      )}
      {pending && (
        <div role="group" aria-label="Confirm the refund" className="admin-actions">
          <p>{pending.question}</p>
          <button type="button" className="button" onClick={() => void refund(pending)}>
            Refund
          </button>
          <button type="button" className="button" onClick={() => setPending(null)}>
            Cancel
          </button>
        </div>
      )}
      {running && <Loader label="Refunding…" />}
      {message && <p role={message.failed ? 'alert' : 'status'}>{message.text}</p>}
    </section>
  );
}
