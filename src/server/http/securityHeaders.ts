import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './matchedRoute';

/**
 * Headers that cost nothing and break nothing the Vite build or Stripe needs. No CSP yet:
 * Stripe's card iframes and Vite's module preload need one written with them in view.
 */
export function installSecurityHeaders(app: FastifyInstance, httpsOnly: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (httpsOnly) reply.header('strict-transport-security', 'max-age=31536000');
    // API answers are per user and per moment (maintenance, cart): never from a cache
    // unless the route says otherwise.
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
