import type { z } from './zod';

/**
 * One call of the API as both sides see it: what it takes (path parameters, query, body)
 * and what it answers with 200. The server validates the request and serialises the answer
 * with it (src/server/http/routeSchema.ts); the browser parses the answer with it
 * (src/infrastructure/http/parseAnswer.ts). Errors are always `errorAnswer` (errorAnswer.ts).
 */
export interface Endpoint {
  params?: z.ZodMiniObject;
  querystring?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** The 4xx/5xx body when failures add fields beside `errorAnswer`'s (which it extends). */
  error?: z.ZodMiniType;
}

/** The parsed answer of an endpoint. */
export type AnswerOf<E extends Endpoint> = z.infer<E['response']>;

/**
 * A call that answers a file (a zip, a PDF): only what it takes is declared; its errors are
 * `errorAnswer` like any call's (src/server/http/routeSchema.ts, `fileRouteSchema`).
 */
export type FileEndpoint = Omit<Endpoint, 'body' | 'response'>;
