import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../contract/errorAnswer';
import { errorItem } from '../../domain/errors/ErrorItem';

export const NUL_CHARACTER_MESSAGE = 'The request holds a character that is not allowed (U+0000).';

/** True when a string anywhere in the value (keys included) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1),
  );
}

/**
 * No text the shop stores or looks up may hold U+0000: PostgreSQL refuses it in text
 * (SQLite takes it), so `/api/v1/collections/%00` answered 500 there. Refused once here,
 * after the router decoded the path and the body was parsed, for every route alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!holdsNul(request.params) && !holdsNul(request.query) && !holdsNul(request.body)) return;
    return reply
      .code(400)
      .type('application/json')
      .send(apiErrorBody([errorItem(null, NUL_CHARACTER_MESSAGE, 'bad_request')]));
  });
}
