import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { HydratedFieldset } from '../components/HydratedFieldset';
import type { SubmittableForm } from './BindableForm';
import { FormErrorBox } from './FormErrorBox';
import { FormSuccess } from './FormSuccess';
import { SubmitButton } from './SubmitButton';
import { useScrollToFirstError } from './useScrollToFirstError';
import './forms.css';

export interface FormProps<R> {
  form: SubmittableForm<R>;
  submitLabel: string;
  busyLabel?: string;
  /** Called with what the form's call answered, e.g. to navigate on. */
  onSuccess?: (value: R) => void;
  /** The form's accessible name. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Every form of the site: the form's own errors and success above the fields, the submit
 * button with its busy label below, and the browser's own validation bubbles switched off
 * (the spec's messages show under the fields instead).
 */
function FormView<R>({
  form,
  submitLabel,
  busyLabel,
  onSuccess,
  label,
  className,
  children,
}: FormProps<R>) {
  const ref = useRef<HTMLFormElement>(null);
  useScrollToFirstError(form, ref);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit();
    if (outcome.ok) onSuccess?.(outcome.value);
  };

  return (
    <form
      ref={ref}
      noValidate
      aria-label={label}
      aria-busy={form.isSubmitting}
      className={className ? `form ${className}` : 'form'}
      onSubmit={(event) => void submit(event)}
    >
      <FormErrorBox messages={form.formErrors} />
      <FormSuccess message={form.successMessage} />
      {/* Until the page is hydrated a server-rendered form would submit itself the browser's
          way: a GET to this page with every field (an e-mail address) in the address and the
          server's log, and what was typed would be lost. Disabled, nothing can be typed or
          sent until the form's own submit runs. */}
      <HydratedFieldset>
        {children}
        <div className="form__actions">
          <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={form.isSubmitting} />
        </div>
      </HydratedFieldset>
    </form>
  );
}

// observer() would drop the type parameter; the cast keeps `onSuccess` typed per form.
export const Form = observer(FormView) as <R>(props: FormProps<R>) => ReactNode;
