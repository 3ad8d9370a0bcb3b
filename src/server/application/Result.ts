/**
 * What a server use case answers: its value, or a named failure as a value (never a thrown
 * error). Expected failures are part of the use case's contract; only the unexpected throws.
 * One error handler turns failures into HTTP answers (the failure registry, src/server/failureAnswers.ts).
 */
export type Result<T, F> = { ok: true; value: T } | { ok: false; failure: F };

export function succeeded<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function failed<F>(failure: F): { ok: false; failure: F } {
  return { ok: false, failure };
}
