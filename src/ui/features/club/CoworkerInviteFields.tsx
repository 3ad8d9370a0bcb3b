import {
  coworkerField,
  MAX_COWORKER_INVITES,
} from '../../../domain/validation/clubRegistrationForm';
import type { BindableForm } from '../../forms/BindableForm';
import { TextField } from '../../forms/TextField';

const ROWS = Array.from({ length: MAX_COWORKER_INVITES }, (_, index) => index);

/** Up to three co-workers to invite along (docs/spec.md §5): a name and an e-mail each, or neither. */
export function CoworkerInviteFields({ form }: { form: BindableForm }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Invite your co-workers (optional)</legend>
      {ROWS.map((index) => (
        <div className="form__row" key={index}>
          <TextField
            form={form}
            name={coworkerField(index, 'name')}
            label={`Co-worker ${index + 1} name`}
            autoComplete="off"
          />
          <TextField
            form={form}
            name={coworkerField(index, 'email')}
            label={`Co-worker ${index + 1} email`}
            type="email"
            autoComplete="off"
          />
        </div>
      ))}
    </fieldset>
  );
}
