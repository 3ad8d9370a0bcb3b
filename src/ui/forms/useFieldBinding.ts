import { useId } from 'react';
import type { BindableForm } from './BindableForm';

/** The ids and accessibility attributes that tie a label, a control and its error together. */
export function useFieldBinding(form: BindableForm, name: string) {
  const id = useId();
  const error = form.fieldError(name);
  const errorId = `${id}-error`;
  return {
    id,
    error,
    errorId,
    controlProps: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
