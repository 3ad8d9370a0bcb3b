/**
 * The one error shape that crosses every boundary (docs/spec.md §8): the domain's validators,
 * the API server's answers and the browser's API client all speak it. The body of a failed
 * answer around it is the wire's (`ApiErrorBody`, src/contract/errorAnswer.ts).
 * `field` is null for an error that belongs to the whole form or call.
 */
export interface ErrorItem {
  field: string | null;
  message: string;
  rule: string;
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong! Please try again later.';
/** The rule of GENERIC_ERROR_MESSAGE: a failure nobody named more precisely. */
export const UNHANDLED_ERROR_RULE = 'unhandled_error';

export function errorItem(field: string | null, message: string, rule: string): ErrorItem {
  return { field, message, rule };
}
