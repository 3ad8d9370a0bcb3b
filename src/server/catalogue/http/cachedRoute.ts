import type {
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { Endpoint } from '../../../contract/Endpoint';
import type { z } from '../../../contract/zod';
import type { Result } from '../../application/Result';
import { valueOrRefuse, type UseCaseFailure } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import type { AnswerCache, AnswerEncoding } from '../app/answerCache';
import { sendCachedAnswer } from './sendCachedAnswer';

/** The answer's type is held by `build` below: the route sends bytes. */
type CachedRouteOf<E extends Endpoint> = Omit<RouteOf<E>, 'Reply'>;

export type ContractRequest<E extends Endpoint> = FastifyRequest<CachedRouteOf<E>>;

/** A route's options with its handler, typed by its endpoint (`api.get(path, options)`). */
export type ContractRouteOptions<E extends Endpoint> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  CachedRouteOf<E>
>;

export interface CachedRouteOptions<E extends Endpoint> extends Omit<AnswerEncoding, 'serialize'> {
  /**
   * Who may read an answer that is not for everyone (a members-only page): a named failure
   * refuses the request, else it answers the Cache-Control to send it with (undefined: the
   * catalogue's).
   */
  access?: (
    request: ContractRequest<E>,
    answer: z.input<E['response']>,
  ) => Promise<Result<string | undefined, UseCaseFailure>>;
}

/**
 * A GET whose answer depends only on the content and its cache key: validated by its
 * endpoint's schema, built once per content version and written by the route's own
 * serializer (the endpoint's answer schema), then sent from memory. `build` must return the
 * contract's shape: the type check holds the answer builders to it. A build that refuses
 * (unknown content: `valueOrRefuse`, answered by the error handler) keeps nothing cached.
 */
export function cachedRoute<E extends Endpoint>(
  answers: AnswerCache,
  endpoint: E,
  tags: string[],
  key: (request: ContractRequest<E>) => string,
  build: (request: ContractRequest<E>) => Promise<z.input<E['response']>>,
  { access, ...encoding }: CachedRouteOptions<E> = {},
): ContractRouteOptions<E> {
  return {
    schema: routeSchema(endpoint, tags),
    handler: async (request, reply) => {
      const answer = await answers.get(key(request), () => build(request), {
        ...encoding,
        serialize: (value) => reply.serialize(value) as string,
      });
      const cacheControl = access
        ? valueOrRefuse(await access(request, answer.value as z.input<E['response']>))
        : undefined;
      return sendCachedAnswer(request, reply, answer, cacheControl);
    },
  };
}
