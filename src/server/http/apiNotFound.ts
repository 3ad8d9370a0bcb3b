import type { FastifyInstance } from 'fastify';
import { API_ROOT } from './apiPaths';
import { HttpError } from './HttpError';

export const NOT_FOUND_MESSAGE = 'Not found.';

/**
 * Every path under /api that no API route takes, any method, any version: a JSON 404. As a
 * route of its own it is matched by the router like any other API call, so the guards
 * (maintenance, XSRF) treat `/api/v2/x` and `/%61pi/v1/x` exactly as they treat `/api/v1/x`,
 * and the page route never serves the HTML shell for an API path.
 */
export function apiNotFoundRoutes(app: FastifyInstance): void {
  const notFound = async () => {
    throw HttpError.of(404, NOT_FOUND_MESSAGE, 'not_found');
  };
  app.all(API_ROOT, notFound);
  app.all(`${API_ROOT}/*`, notFound);
}
