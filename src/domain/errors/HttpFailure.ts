/**
 * A failed HTTP call as the domain sees it, with no HTTP library in sight: the browser's
 * API client turns its library's error into this, and `normaliseHttpFailure` turns this
 * into the `ErrorItem`s of spec §8.
 */
export type HttpFailure =
  { kind: 'network' } | { kind: 'response'; status: number; statusText: string; body: unknown };
