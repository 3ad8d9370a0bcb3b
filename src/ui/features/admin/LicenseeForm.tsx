import { useId, useState, type FormEvent } from 'react';
import type { OrderPartyModel } from '../../../application/admin/BackOffice';
import { errorText } from './errorText';

const FIELDS: { name: keyof OrderPartyModel; label: string; required: boolean }[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'company', label: 'Company', required: false },
  { name: 'address1', label: 'Address', required: true },
  { name: 'address2', label: 'Address (line 2)', required: false },
  { name: 'zipCode', label: 'Postcode', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: false },
  { name: 'country', label: 'Country (two letters)', required: true },
];

/** Corrects the licensee's name and address; the change goes to the audit log. */
export function LicenseeForm({
  licensee,
  onSave,
}: {
  licensee: OrderPartyModel;
  onSave: (licensee: OrderPartyModel) => Promise<string>;
}) {
  const [draft, setDraft] = useState(licensee);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setMessage(await onSave(draft));
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-licensee" onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => (
        <div className="field" key={field.name}>
          <label className="field__label" htmlFor={`${id}-${field.name}`}>
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            className="field__input"
            required={field.required}
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="button" disabled={busy}>
        Save the licensee
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
