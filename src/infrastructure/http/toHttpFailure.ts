import { isAxiosError } from 'axios';
import type { HttpFailure } from './HttpFailure';

/** Axios's error, in the library-free shape normaliseHttpFailure reads (docs/spec.md §8). */
export function toHttpFailure(error: unknown): HttpFailure {
  if (isAxiosError(error)) {
    if (!error.response) return { kind: 'network' };
    return {
      kind: 'response',
      status: error.response.status,
      statusText: error.response.statusText ?? '',
      body: error.response.data,
    };
  }
  // Not an HTTP failure at all (a bug in a request hook): an unusable answer, status 0.
  return { kind: 'response', status: 0, statusText: '', body: null };
}
