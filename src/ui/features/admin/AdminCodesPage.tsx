import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CodeRow, NewCodeDraft } from '../../../application/admin/DeskModels';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { CodeRowActions } from './CodeRowActions';
import { errorText } from './errorText';
import { useDesks } from './useDesks';

const EMPTY: NewCodeDraft = {
  code: '',
  kind: 'percent',
  value: '',
  expiresOn: '',
  maxUses: '',
  typefaces: '',
};

function NewCodeForm({ onCreated }: { onCreated: (row: CodeRow) => void }) {
  const desks = useDesks();
  const [draft, setDraft] = useState(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const set = (name: keyof NewCodeDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    desks.createCode(draft).then(
      (row) => {
        setMessage(`Created ${row.code}.`);
        setDraft(EMPTY);
        onCreated(row);
      },
      (failure: unknown) => setMessage(errorText(failure)),
    );
  };
  const field = (name: string, label: string, input: React.JSX.Element) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <form className="admin-panel admin-search" onSubmit={submit} aria-label="New discount code">
      {field(
        'code',
        'Code',
        <input
          id={`${id}-code`}
          className="field__input"
          value={draft.code}
          onChange={set('code')}
          required
        />,
      )}
      {field(
        'kind',
        'Kind',
        <select
          id={`${id}-kind`}
          className="field__input"
          value={draft.kind}
          onChange={set('kind')}
        >
          <option value="percent">Percent off</option>
          <option value="amount">Amount off</option>
        </select>,
      )}
      {field(
        'value',
        draft.kind === 'percent' ? 'Percent' : 'Amount',
        <input
          id={`${id}-value`}
          className="field__input"
          inputMode="decimal"
          value={draft.value}
          onChange={set('value')}
          required
        />,
      )}
      {field(
        'expires',
        'Last day (optional)',
        <input
          id={`${id}-expires`}
          className="field__input"
          type="date"
          value={draft.expiresOn}
          onChange={set('expiresOn')}
        />,
      )}
      {field(
        'uses',
        'Uses (optional)',
        <input
          id={`${id}-uses`}
          className="field__input"
          inputMode="numeric"
          value={draft.maxUses}
          onChange={set('maxUses')}
        />,
      )}
      {field(
        'typefaces',
        'Typeface pages, comma-separated (optional)',
        <input
          id={`${id}-typefaces`}
          className="field__input"
          value={draft.typefaces}
          onChange={set('typefaces')}
        />,
      )}
      <button className="button" type="submit">
        Create code
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

/** /admin/codes: every discount code, a new one, and each one's limits, disabling and uses. */
export function AdminCodesPage() {
  const desks = useDesks();
  const [codes, setCodes] = useState<CodeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    desks.codes().then(setCodes, (failure: unknown) => setError(errorText(failure)));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per gateway
  }, [desks]);
  const replace = (row: CodeRow) =>
    setCodes((current) => (current ?? []).map((code) => (code.code === row.code ? row : code)));

  return (
    <AdminFrame>
      <h1>Discount codes</h1>
      <NewCodeForm onCreated={() => void load()} />
      {error && <p role="alert">{error}</p>}
      {!error && !codes && <Loader />}
      {codes && codes.length === 0 && <p>No discount codes yet.</p>}
      {codes && codes.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Discount codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Takes</th>
                <th scope="col">Used</th>
                <th scope="col">Until</th>
                <th scope="col">Typefaces</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.code}>
                  <td>
                    {code.code}
                    {code.disabled && <span className="admin-muted"> (disabled)</span>}
                  </td>
                  <td>{code.size}</td>
                  <td>{code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}</td>
                  <td>{code.expiresOn ?? 'no end'}</td>
                  <td>{code.typefaces ? code.typefaces.join(', ') : 'every typeface'}</td>
                  <td>
                    <CodeRowActions code={code} onChanged={replace} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminFrame>
  );
}
