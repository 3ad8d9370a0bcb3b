import type { ErrorItem } from './ErrorItem';

export interface FormErrors {
  /** The first message per form field, shown under that field. */
  fields: Record<string, string>;
  /** Messages for the whole form, shown above it. */
  form: string[];
}

/**
 * Splits errors between a form's fields and the form itself (docs/spec.md §5: "Server field errors
 * (field, rule) are applied to the matching form field"). With `knownFields`, an error for
 * a field the form does not show goes to the form, so it is never silently lost.
 */
export function applyFieldErrors(
  errors: readonly ErrorItem[],
  knownFields?: readonly string[],
): FormErrors {
  const result: FormErrors = { fields: {}, form: [] };
  for (const error of errors) {
    if (error.field === null || (knownFields && !knownFields.includes(error.field))) {
      if (!result.form.includes(error.message)) result.form.push(error.message);
    } else if (!(error.field in result.fields)) {
      result.fields[error.field] = error.message;
    }
  }
  return result;
}
