import { ApiError } from '../../application/errors/ApiError';
import { errorItem } from '../../domain/errors/ErrorItem';
import { unwrapData } from '../http/unwrapData';

/** Login, register and club registration answer `{token}` (docs/spec.md §7), maybe inside `data`. */
export function tokenFromAnswer(answer: unknown, path: string): string {
  const body = unwrapData<unknown>(answer);
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token === 'string' && token !== '') return token;
  throw new ApiError([errorItem(null, 'The answer has no token.', 'invalid_answer')], 200, path);
}
