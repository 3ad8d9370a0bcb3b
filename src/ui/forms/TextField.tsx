import { observer } from 'mobx-react-lite';
import type { InputHTMLAttributes } from 'react';
import type { BindableForm } from './BindableForm';
import { FieldError } from './FieldError';
import { useFieldBinding } from './useFieldBinding';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'readOnly' | 'inputMode' | 'required'
>;

export interface TextFieldProps extends InputProps {
  form: BindableForm;
  /** The value's field name; also the name server errors use ('email', 'third_party_data.city'). */
  name: string;
  label: string;
}

/** A labelled text input bound to a form field, with its error under it. */
export const TextField = observer(function TextField({
  form,
  name,
  label,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { id, error, errorId, controlProps } = useFieldBinding(form, name);
  const value = form.value(name);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...inputProps}
        {...controlProps}
        type={type}
        className="field__input"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => form.set(name, event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
