import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { TestCardInput } from './TestCardInput';
import type { TestCardField as FieldName } from './testCardRules';

interface FieldSpec {
  name: FieldName;
  label: string;
  placeholder: string;
  autoComplete: string;
  maxLength: number;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'number',
    label: 'Card number',
    placeholder: '4242 4242 4242 4242',
    autoComplete: 'cc-number',
    maxLength: 23,
  },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    placeholder: 'MM/YY',
    autoComplete: 'cc-exp',
    maxLength: 7,
  },
  { name: 'cvc', label: 'CVC', placeholder: '123', autoComplete: 'cc-csc', maxLength: 4 },
];

/** The offline test gateway's card field: number, expiry and CVC, each checked when left. */
export const TestCardFieldView = observer(function TestCardFieldView({
  input,
}: {
  input: TestCardInput;
}) {
  const id = useId();
  return (
    <fieldset className="test-card-field" disabled={input.disabled}>
      <legend className="test-card-field__legend">Card (test mode: no real card is charged)</legend>
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = input.visibleError(field.name);
        return (
          <div
            key={field.name}
            className={`field test-card-field__${field.name}${error ? ' field--invalid' : ''}`}
          >
            <label htmlFor={fieldId} className="field__label">
              {field.label}
            </label>
            <input
              id={fieldId}
              name={`card-${field.name}`}
              className="field__input"
              inputMode="numeric"
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              value={input.values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => input.set(field.name, event.target.value)}
              onBlur={() => input.touch(field.name)}
            />
            {error && (
              <p id={`${fieldId}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
});
