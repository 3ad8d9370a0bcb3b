import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { HttpError } from '../http/HttpError';

/**
 * The domain validators' errors, answered as 422 with the same field, message and rule the
 * browser shows for the same input (docs/spec.md §5). The body's shape was checked before,
 * by the route's endpoint in the wire contract (src/contract).
 */
export function rejectInvalidForm(errors: ErrorItem[]): void {
  if (errors.length > 0) throw new HttpError(422, errors);
}
