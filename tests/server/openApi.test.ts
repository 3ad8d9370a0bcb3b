import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
      }
    >
  >;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/v1/openapi.json', () => {
  it('publishes the contract of each declared endpoint', async () => {
    const response = await testApp.api.get('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Fieldwork Type Foundry API');

    const settings = document.paths['/api/v1/settings']?.get;
    expect(settings?.tags).toEqual(['settings']);
    const answer = settings?.responses['200']?.content['application/json']?.schema;
    expect(answer).toMatchObject({
      type: 'object',
      properties: { maintenance_mode: { type: 'boolean' }, currency_symbol: { type: 'string' } },
    });
    // Every failure is described by the one error shape.
    const failure = settings?.responses['4XX']?.content['application/json']?.schema;
    expect(failure).toMatchObject({
      properties: {
        error: { properties: { message: { type: 'string' }, rule: { type: 'string' } } },
        errors: { type: 'array' },
      },
    });
  });

  it("shows a cart's items in their shape, which the route leaves to its handler", async () => {
    const document = (await testApp.api.get('/openapi.json')).json<OpenApiDocument>();
    for (const [path, method] of [
      ['/api/v1/cart', 'put'],
      ['/api/v1/checkout', 'post'],
    ] as const) {
      const body = document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      expect(body, `${method} ${path}`).toMatchObject({
        properties: {
          cart: {
            properties: {
              items: {
                type: 'array',
                maxItems: 200,
                items: {
                  properties: {
                    kind: { enum: ['families', 'subfamilies', 'styles', 'collections'] },
                    option_id: { type: 'string', maxLength: 200 },
                  },
                  required: ['kind', 'option_id', 'typeface_page'],
                },
              },
            },
          },
        },
      });
    }
    // The handler, not the route, refuses them: on the field, with 422.
    const refused = await testApp.api.put('/cart', { cart: { items: 'all of them' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'cart.items', message: 'The cart items must be a list.', rule: 'list' },
    ]);
  });

  it('publishes every route under /api/v1, each declared by the contract', async () => {
    const document = (await testApp.api.get('/openapi.json')).json<OpenApiDocument>();
    const published = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // @fastify/swagger's hideUntagged drops a route without a schema silently (openApi.ts):
    // walk what the router holds instead. HEAD is Fastify's copy of each GET.
    const registered = testApp.routes.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.method !== 'HEAD' &&
        route.url !== '/api/v1/openapi.json',
    );
    expect(registered.length).toBeGreaterThan(0);
    for (const route of registered) {
      const name = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
      expect(route.schema, `${name} has no schema`).toBeTypeOf('object');
      expect(published, `${name} is not in openapi.json`).toContain(name);
    }
  });

  it('leaves out what has no contract: pages and the document itself', async () => {
    const document = (await testApp.api.get('/openapi.json')).json<OpenApiDocument>();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(paths).not.toContain('/api/v1/openapi.json');
  });
});
