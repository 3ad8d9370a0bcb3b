import { useId, useState, type FormEvent } from 'react';
import type { StaffSession } from '../../../application/admin/BackOffice';
import { errorText } from './errorText';
import { useBackOffice } from './useBackOffice';

/** The second step of a staff sign-in: the code the authenticator app shows now. */
export function SecondFactorForm({ onDone }: { onDone: (session: StaffSession) => void }) {
  const gateway = useBackOffice();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await gateway.giveSecondFactor(code));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel admin-second-factor" onSubmit={(event) => void submit(event)}>
      <h1>Second factor</h1>
      <p>Enter the six-digit code your authenticator app shows for this shop.</p>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={id} className="field__label">
          Code
        </label>
        <input
          id={id}
          className="field__input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
