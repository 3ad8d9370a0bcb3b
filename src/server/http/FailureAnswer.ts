import type { ErrorItem } from '../../domain/errors/ErrorItem';

/** The HTTP answer of a failure: its status and the `{error, errors}` body, plus any extras. */
export interface FailureAnswer {
  statusCode: number;
  errors: ErrorItem[];
  /** Fields beside the error body that the browser reads (taxjar_error, the mended cart). */
  extra: Record<string, unknown>;
}

export function failureAnswerOf(
  statusCode: number,
  errors: ErrorItem[],
  extra: Record<string, unknown> = {},
): FailureAnswer {
  return { statusCode, errors, extra };
}

/**
 * How one feature answers each of its named failures over HTTP, keyed by the failure's name.
 * The registry (src/server/failureAnswers.ts) is one such record for every failure of the
 * server, so a failure without an answer is a type error there.
 */
export type FailureAnswers<F extends { name: string }> = {
  [N in F['name']]: (failure: Extract<F, { name: N }>) => FailureAnswer;
};
