import type { NamedFailure } from './failureAnswer';

/**
 * A use case's failure on its way from a route to the error handler, which answers it with
 * failureAnswer. Routes throw it; use cases never do (they return failures as values).
 */
export class Refused extends Error {
  constructor(readonly failure: NamedFailure) {
    super(failure.name);
    this.name = 'Refused';
  }
}

/** The value of a use case's result; its failure is thrown on to the error handler. */
export function valueOrRefuse<T>(
  result: { ok: true; value: T } | { ok: false; failure: NamedFailure },
): T {
  if (!result.ok) throw new Refused(result.failure);
  return result.value;
}
