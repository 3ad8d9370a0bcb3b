import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { BindableForm } from './BindableForm';
import { FieldError } from './FieldError';
import { useFieldBinding } from './useFieldBinding';

export interface CheckboxFieldProps {
  form: BindableForm;
  name: string;
  /** May hold a link, e.g. to the licence being accepted. */
  label: ReactNode;
}

/** A checkbox bound to a boolean form field, its label beside it and its error under it. */
export const CheckboxField = observer(function CheckboxField({
  form,
  name,
  label,
}: CheckboxFieldProps) {
  const { id, error, errorId, controlProps } = useFieldBinding(form, name);
  return (
    <div className={error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <input
        {...controlProps}
        type="checkbox"
        className="field__checkbox"
        checked={form.value(name) === true}
        onChange={(event) => form.set(name, event.target.checked)}
      />
      <label htmlFor={id} className="field__label field__label--checkbox">
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
