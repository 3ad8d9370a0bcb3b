import type { FastifyRequest } from 'fastify';
import { API_ROOT } from './apiPaths';

/**
 * What a route says about itself to the guards (XSRF, maintenance, logging). Guards decide on
 * the route the router matched and on these flags, never on the raw URL: the router decodes
 * `/%61pi/v1/cart` to `/api/v1/cart` before matching, so a guard reading `request.url` would
 * let such a request past while the router still runs the handler (docs/security.md).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A caller that proves itself by signature (payment webhooks), not by the XSRF cookie. */
    xsrfExempt?: boolean;
    /** Still answers during maintenance: the browser needs it to show the notice. */
    openDuringMaintenance?: boolean;
    /**
     * A link the shop e-mails (an order's fonts, its invoice): a logged-out browser that opens
     * it is sent to log in and on to it, not shown the API's error (http/loginRedirect.ts).
     */
    continuesAfterLogin?: boolean;
    /** Path parameters that are link secrets (a shared-cart id, a download token): logs redact them. */
    linkSecrets?: readonly string[];
  }
}

/**
 * The pattern of the route the router matched ('/api/v1/cart/:id'), or undefined when no
 * route matched (the not-found handler answers, no route handler runs).
 */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** The router matched an API route: one under /api, including the API's own not-found route. */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined && (route === API_ROOT || route.startsWith(`${API_ROOT}/`));
}
