import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { HttpError } from '../http/HttpError';

/**
 * A JSON form body as a plain record. Anything else (no body, an array, a string) is read as
 * an empty form, so the domain validator answers with its usual field errors.
 */
export function formBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A text field as typed, or undefined when the field is absent or not text. */
export function textField(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

/** A checkbox: only a real `true` (or the 1/"true" older clients send) counts as ticked. */
export function checkboxField(form: Record<string, unknown>, name: string): boolean {
  const value = form[name];
  return value === true || value === 1 || value === 'true' || value === '1';
}

/**
 * The domain validators' errors, answered as 422 with the same field, message and rule the
 * browser shows for the same input (docs/spec.md §5).
 */
export function rejectInvalidForm(errors: ErrorItem[]): void {
  if (errors.length > 0) throw new HttpError(422, errors);
}
