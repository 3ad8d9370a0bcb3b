/**
 * A use case's failure, returned as a value and named (`{ name: 'EmptyCart', … }`). The
 * failure registry (src/server/failureAnswers.ts) answers each name over HTTP; this folder
 * knows only that failures have one.
 */
export interface UseCaseFailure {
  readonly name: string;
}

/**
 * A use case's failure on its way from a route to the error handler, which answers it through
 * the failure registry. Routes throw it; use cases never do (they return failures as values).
 */
export class Refused extends Error {
  constructor(readonly failure: UseCaseFailure) {
    super(failure.name);
    this.name = 'Refused';
  }
}

/** The value of a use case's result; its failure is thrown on to the error handler. */
export function valueOrRefuse<T>(
  result: { ok: true; value: T } | { ok: false; failure: UseCaseFailure },
): T {
  if (!result.ok) throw new Refused(result.failure);
  return result.value;
}
