/**
 * The one error shape that crosses every boundary (docs/spec.md §8): the domain's validators,
 * the API server's answers and the browser's API client all speak it.
 * `field` is null for an error that belongs to the whole form or call.
 */
export interface ErrorItem {
  field: string | null;
  message: string;
  rule: string;
}

/**
 * The body of every failed API answer. `error.message` is what the spec's screens read
 * (`error.error.message` through the HTTP client); `errors` carries the field errors.
 */
export interface ApiErrorBody {
  error: { message: string; rule: string };
  errors: ErrorItem[];
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong! Please try again later.';
/** The rule of GENERIC_ERROR_MESSAGE: a failure nobody named more precisely. */
export const UNHANDLED_ERROR_RULE = 'unhandled_error';

export function errorItem(field: string | null, message: string, rule: string): ErrorItem {
  return { field, message, rule };
}

export function apiErrorBody(errors: ErrorItem[]): ApiErrorBody {
  const first = errors[0] ?? errorItem(null, GENERIC_ERROR_MESSAGE, UNHANDLED_ERROR_RULE);
  return { error: { message: first.message, rule: first.rule }, errors };
}
