import type { ErrorItem } from '../../domain/errors/ErrorItem';

/**
 * A command's values break a form rule of src/domain/validation: the same field errors the
 * browser shows for the same input, answered as 422.
 */
export interface InvalidForm {
  name: 'InvalidForm';
  errors: ErrorItem[];
}

/** The failure of a form's errors, or null when there are none. */
export function invalidForm(errors: ErrorItem[]): InvalidForm | null {
  return errors.length > 0 ? { name: 'InvalidForm', errors } : null;
}
