import type { ApiErrorBody, ErrorItem } from '../domain/errors/ErrorItem';
import { z } from './zod';

/** The domain's `ErrorItem`: the one error shape of every failed call. */
export const errorItemSchema = z.object({
  field: z.nullable(z.string()),
  message: z.string(),
  rule: z.string(),
}) satisfies z.ZodMiniType<ErrorItem>;

/** The body of every 4xx and 5xx answer (the domain's `ApiErrorBody`). */
export const errorAnswer = z.object({
  error: z.object({ message: z.string(), rule: z.string() }),
  errors: z.array(errorItemSchema),
}) satisfies z.ZodMiniType<ApiErrorBody>;
