import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../http/apiPaths';
import { documentedRouteSchema } from '../http/routeSchema';

/**
 * GET /api/v1/openapi.json: the OpenAPI document of every route that declares its endpoint
 * from the wire contract (src/contract, through routeSchema.ts; those carry tags), written
 * by @fastify/swagger from the same JSON Schemas the server validates and serialises with.
 * Registered before the routes, whose declarations it collects.
 */
export async function installOpenApi(app: FastifyInstance, foundryName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${foundryName} API`,
        description: 'The shop and catalogue API the site itself calls.',
        version: 'v1',
      },
      servers: [{ url: '/' }],
    },
    // Routes without a contract (pages, the test-only routes) stay out of it; every /api/v1
    // route has one, files included (tests/server/openApi.test.ts walks them all).
    hideUntagged: true,
    // A cart's items are let through to the handler, which checks them: shown in their shape.
    transform: ({ schema, url }) => ({ schema: schema && documentedRouteSchema(schema), url }),
  });
  app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(app.swagger()),
  );
}
