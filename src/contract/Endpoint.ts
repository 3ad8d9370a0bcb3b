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

/** A call that answers a file (a PDF, a zip): only its request and its errors are declared. */
export type FileEndpoint = Omit<Endpoint, 'response'>;

/** The parsed answer of an endpoint. */
export type AnswerOf<E extends Endpoint> = z.infer<E['response']>;
