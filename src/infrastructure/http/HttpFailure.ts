/**
 * A failed HTTP call with no HTTP library in sight: the browser's API client turns its
 * library's error into this (toHttpFailure.ts), and `normaliseHttpFailure` turns this into
 * the `ErrorItem`s of docs/spec.md §8.
 */
export type HttpFailure =
  { kind: 'network' } | { kind: 'response'; status: number; statusText: string; body: unknown };
