import {
  errorItem,
  GENERIC_ERROR_MESSAGE,
  UNHANDLED_ERROR_RULE,
  type ErrorItem,
} from '../domain/errors/ErrorItem';
import { z } from './zod';

/*
 * The body of a failed answer is the wire's, not a rule of the shop (docs/wire-contract.md): the domain
 * fixes only the `ErrorItem` every failure ends as, and the server's HTTP layer
 * (src/server/http) writes this body around it.
 */

/** The domain's `ErrorItem`: the one error shape of every failed call. */
export const errorItemSchema = z.object({
  field: z.nullable(z.string()),
  message: z.string(),
  rule: z.string(),
}) satisfies z.ZodMiniType<ErrorItem>;

/**
 * The body of every failed API answer (docs/spec.md §8). `error.message` is what the spec's
 * screens read (`error.error.message` through the HTTP client); `errors` carries the field
 * errors.
 */
export interface ApiErrorBody {
  error: { message: string; rule: string };
  errors: ErrorItem[];
}

/** The body of every 4xx and 5xx answer (`ApiErrorBody`). */
export const errorAnswer = z.object({
  error: z.object({ message: z.string(), rule: z.string() }),
  errors: z.array(errorItemSchema),
}) satisfies z.ZodMiniType<ApiErrorBody>;

/** A failure's body: its first error is the one the screens show, else the generic one. */
export function apiErrorBody(errors: ErrorItem[]): ApiErrorBody {
  const first = errors[0] ?? errorItem(null, GENERIC_ERROR_MESSAGE, UNHANDLED_ERROR_RULE);
  return { error: { message: first.message, rule: first.rule }, errors };
}
