import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CodeRow, CodeUse } from '../../../application/admin/DeskModels';
import { errorText } from './errorText';
import { useDesks } from './useDesks';

/** One code's actions: change its last day and uses, disable it, list the orders using it. */
export function CodeRowActions({
  code,
  onChanged,
}: {
  code: CodeRow;
  onChanged: (row: CodeRow) => void;
}) {
  const desks = useDesks();
  const [expiresOn, setExpiresOn] = useState(code.expiresOn ?? '');
  const [maxUses, setMaxUses] = useState(code.maxUses === null ? '' : String(code.maxUses));
  const [message, setMessage] = useState<string | null>(null);
  const [uses, setUses] = useState<CodeUse[] | null>(null);
  const fail = (failure: unknown) => setMessage(errorText(failure));

  const save = (event: FormEvent) => {
    event.preventDefault();
    desks.changeCodeLimits(code.code, expiresOn, maxUses).then((row) => {
      setMessage('Saved.');
      onChanged(row);
    }, fail);
  };
  return (
    <div className="admin-code-actions">
      <form className="admin-actions" onSubmit={save} aria-label={`Limits of ${code.code}`}>
        <label>
          Last day{' '}
          <input
            className="field__input"
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
        </label>
        <label>
          Uses{' '}
          <input
            className="field__input"
            inputMode="numeric"
            size={5}
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
          />
        </label>
        <button className="button" type="submit">
          Save
        </button>
        {!code.disabled && (
          <button
            className="button"
            type="button"
            onClick={() => desks.disableCode(code.code).then(onChanged, fail)}
          >
            Disable
          </button>
        )}
        <button
          className="button"
          type="button"
          onClick={() => desks.codeUses(code.code).then(setUses, fail)}
        >
          Orders
        </button>
      </form>
      {message && <p role="status">{message}</p>}
      {uses && (
        <ul className="admin-list" aria-label={`Orders using ${code.code}`}>
          {uses.length === 0 && <li>No order holds a use of it.</li>}
          {uses.map((use) => (
            <li key={use.id}>
              <Link to={`/admin/orders/${use.id}`}>{use.id}</Link> · {use.email} · {use.status} ·{' '}
              {use.total}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
