import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/ErrorItem';

/**
 * How every failed API call reaches a store or a page: already normalised to the
 * `ErrorItem`s of docs/spec.md §8, so no caller ever looks at an HTTP library's error.
 * `status` is 0 when no answer arrived (network failure) or the answer was unusable.
 */
export class ApiError extends Error {
  readonly errors: ErrorItem[];
  readonly status: number;
  readonly path: string;

  constructor(errors: ErrorItem[], status: number, path: string) {
    super(errors[0]?.message ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.errors = errors;
    this.status = status;
    this.path = path;
  }

  /** The first error's message: what a form shows above its fields (docs/spec.md §8). */
  get firstMessage(): string {
    return this.message;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
