import type { FastifySchema, RouteGenericInterface } from 'fastify';
import type { Endpoint, FileEndpoint } from '../../contract/Endpoint';
import { errorAnswer } from '../../contract/errorAnswer';
import { z } from '../../contract/zod';

type JsonSchema = Record<string, unknown>;

/**
 * The contract's zod schema as the JSON Schema Fastify compiles: Ajv validates requests
 * with it, fast-json-stringify writes answers with it, and @fastify/swagger publishes it
 * (GET /api/v1/openapi.json). Requests are read as input (unknown properties are let
 * through, as a tolerant reader would); answers as output (only declared properties leave).
 */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io });
  // Each route's schema sits inside another document (the route, the OpenAPI file).
  delete converted.$schema;
  return converted;
}

/** A route's `schema` option from its endpoint in the contract; `tags` group it in OpenAPI. */
export function routeSchema(endpoint: Endpoint | FileEndpoint, tags: string[]): FastifySchema {
  const error = jsonSchema(endpoint.error ?? errorAnswer, 'output');
  return {
    tags,
    ...(endpoint.params && { params: jsonSchema(endpoint.params, 'input') }),
    ...(endpoint.querystring && { querystring: jsonSchema(endpoint.querystring, 'input') }),
    ...(endpoint.body && { body: jsonSchema(endpoint.body, 'input') }),
    response: {
      ...('response' in endpoint && { 200: jsonSchema(endpoint.response, 'output') }),
      '4xx': error,
      '5xx': error,
    },
  };
}

type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : unknown;

/** The route's request and answer types, from the same endpoint (`api.get<RouteOf<E>>`). */
export interface RouteOf<E extends Endpoint | FileEndpoint> extends RouteGenericInterface {
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['querystring']>;
  Body: Parsed<E['body']>;
  Reply: E extends Endpoint ? z.infer<E['response']> : unknown;
}
