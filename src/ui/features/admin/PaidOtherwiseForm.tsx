import { useId, useState, type FormEvent } from 'react';
import type { StaffFailedPayout } from '../../../application/admin/BackOffice';
import { errorText } from './errorText';
import { useBackOffice } from './useBackOffice';

interface PaidOtherwiseFormProps {
  orderId: string;
  payout: StaffFailedPayout;
  /** Marked: the message to show, after which the order is loaded again. */
  onMarked: (message: string) => void;
  onCancel: () => void;
}

/**
 * "Mark paid another way": staff say how they paid a refund the card processor could not pay
 * out, in a short note the audit log keeps. The shop moves no money itself.
 */
export function PaidOtherwiseForm({ orderId, payout, onMarked, onCancel }: PaidOtherwiseFormProps) {
  const gateway = useBackOffice();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onMarked(await gateway.markPaidOtherwise(orderId, payout.creditNote, note));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-paid-otherwise"
      aria-label={`Mark ${payout.creditNote} paid another way`}
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          How the customer was paid
        </label>
        <input
          id={`${id}-note`}
          className="field__input"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="bank transfer 2026-11-30"
          maxLength={200}
          required
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          Mark paid
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
