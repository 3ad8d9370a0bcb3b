import type { FastifySchema, RouteGenericInterface } from 'fastify';
import { handlerShapeOf } from '../../contract/checkedInHandler';
import type { Endpoint, FileEndpoint } from '../../contract/Endpoint';
import { errorAnswer } from '../../contract/errorAnswer';
import { z } from '../../contract/zod';

type JsonSchema = Record<string, unknown>;
type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];

/**
 * The contract's zod schema as the JSON Schema Fastify compiles: Ajv validates requests
 * with it, fast-json-stringify writes answers with it, and @fastify/swagger publishes it
 * (GET /api/v1/openapi.json; `documentedRouteSchema`). Requests are read as input (unknown
 * properties are let through, as a tolerant reader would); answers as output (only declared
 * properties leave). `override` rewrites parts of the result (zod's toJSONSchema option).
 */
function jsonSchema(
  schema: z.ZodMiniType,
  io: 'input' | 'output',
  override?: Override,
): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io, override });
  // Each route's schema sits inside another document (the route, the OpenAPI file).
  delete converted.$schema;
  return converted;
}

/** The bodies the OpenAPI document shows otherwise than the route checks them, by route body. */
const documentedBodies = new WeakMap<object, JsonSchema>();

/**
 * A request body as Ajv checks it. When the handler checks a part of it itself
 * (src/contract/checkedInHandler.ts: a cart's items), the route lets that part through, and
 * the OpenAPI document is given the body with the part's shape (`documentedRouteSchema`).
 */
function bodySchema(body: z.ZodMiniType): JsonSchema {
  const checked = jsonSchema(body, 'input');
  let shown = false;
  const documented = jsonSchema(body, 'input', ({ zodSchema, jsonSchema: part }) => {
    const shape = handlerShapeOf(zodSchema);
    if (!shape) return;
    Object.assign(part, jsonSchema(shape, 'input'));
    shown = true;
  });
  if (shown) documentedBodies.set(checked, documented);
  return checked;
}

/**
 * A route's schema as the OpenAPI document shows it (src/server/api/openApi.ts): as checked,
 * but for the parts of its body the handler checks, shown in their shape.
 */
export function documentedRouteSchema(schema: FastifySchema): FastifySchema {
  const checked = schema.body;
  const body = typeof checked === 'object' && checked !== null && documentedBodies.get(checked);
  return body ? { ...schema, body } : schema;
}

/** A route's `schema` option from its endpoint in the contract; `tags` group it in OpenAPI. */
export function routeSchema(endpoint: Endpoint, tags: string[]): FastifySchema {
  return {
    ...requestSchemas(endpoint, tags),
    ...(endpoint.body && { body: bodySchema(endpoint.body) }),
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
  Params: SchemaOutput<E['params']>;
  Querystring: SchemaOutput<E['querystring']>;
}

type SchemaOutput<S> = S extends z.ZodMiniType ? z.infer<S> : unknown;

/** The route's request and answer types, from the same endpoint (`api.get<RouteOf<E>>`). */
export interface RouteOf<E extends Endpoint> extends RouteGenericInterface {
  Params: SchemaOutput<E['params']>;
  Querystring: SchemaOutput<E['querystring']>;
  Body: SchemaOutput<E['body']>;
  Reply: z.infer<E['response']>;
}
