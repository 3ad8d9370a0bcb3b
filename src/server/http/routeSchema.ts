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
export function routeSchema(endpoint: Endpoint, tags: string[]): FastifySchema {
  return {
    ...requestSchemas(endpoint, tags),
    ...(endpoint.body && { body: jsonSchema(endpoint.body, 'input') }),
    response: { 200: jsonSchema(endpoint.response, 'output'), ...errorResponses(endpoint.error) },
  };
}

/**
 * A file route's `schema` option: its path and query are checked like any route's, its
 * errors are the one error shape, and OpenAPI lists the file it answers with as `mediaType`.
 */
export function fileRouteSchema(
  endpoint: FileEndpoint,
  tags: string[],
  mediaType: string,
): FastifySchema {
  const file = { type: 'string', format: 'binary' };
  return {
    ...requestSchemas(endpoint, tags),
    response: {
      200: { description: 'The file.', content: { [mediaType]: { schema: file } } },
      ...errorResponses(),
    },
  };
}

/** The path and query every route checks the same way. */
function requestSchemas(endpoint: FileEndpoint, tags: string[]): FastifySchema {
  return {
    tags,
    ...(endpoint.params && { params: jsonSchema(endpoint.params, 'input') }),
    ...(endpoint.querystring && { querystring: jsonSchema(endpoint.querystring, 'input') }),
  };
}

/** Every failure is answered in the one error shape, with the endpoint's extra fields if any. */
function errorResponses(shape: z.ZodMiniType = errorAnswer): Record<string, JsonSchema> {
  const error = jsonSchema(shape, 'output');
  return { '4xx': error, '5xx': error };
}

/** A file route's request types, from the same endpoint (`api.get<FileRouteOf<E>>`). */
export interface FileRouteOf<E extends FileEndpoint> extends RouteGenericInterface {
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['querystring']>;
}

type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : unknown;

/** The route's request and answer types, from the same endpoint (`api.get<RouteOf<E>>`). */
export interface RouteOf<E extends Endpoint> extends RouteGenericInterface {
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['querystring']>;
  Body: Parsed<E['body']>;
  Reply: z.infer<E['response']>;
}
