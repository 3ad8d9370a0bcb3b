import { observer } from 'mobx-react-lite';
import type { BindableForm } from './BindableForm';
import { FieldError } from './FieldError';
import { useFieldBinding } from './useFieldBinding';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  form: BindableForm;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select your country'. */
  placeholder: string;
  autoComplete?: string;
  /** Instead of setting the value directly (e.g. a country change also clears the state). */
  onChange?: (value: string) => void;
}

/** A labelled select bound to a form field, with its error under it. */
export const SelectField = observer(function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  autoComplete,
  onChange,
}: SelectFieldProps) {
  const { id, error, errorId, controlProps } = useFieldBinding(form, name);
  const value = form.value(name);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        {...controlProps}
        className="field__input field__input--select"
        autoComplete={autoComplete}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) =>
          onChange ? onChange(event.target.value) : form.set(name, event.target.value)
        }
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
