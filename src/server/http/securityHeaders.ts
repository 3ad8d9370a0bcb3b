import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './matchedRoute';

/**
 * Helmet's headers on every answer, with two of its defaults changed to what the site has
 * always sent: no framing at all (the site frames nothing of its own) and the referrer's
 * origin for other sites. HSTS only where the site is served over HTTPS.
 *
 * The Content-Security-Policy is not helmet's: a page's policy names the hashes of the
 * inline styles in its head (the site's own type), which are known only once the page's head
 * is made, after helmet's `onRequest` hook has run. `html/frontendRoutes.ts` sends it with
 * each page (`html/contentSecurityPolicy.ts`).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  httpsOnly: boolean,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Subdomains are the foundry's own business (a shop on one does not decide for a mail host).
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers are per user and per moment (maintenance, cart): never from a cache
    // unless the route says otherwise.
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
