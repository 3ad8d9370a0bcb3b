import type { FastifyRequest } from 'fastify';
import { loginAddress } from '../../site/loginContinue';
import { Refused } from './Refused';

/**
 * A browser opening a page, not a script asking for data: navigations name `text/html` in
 * their Accept header; the site's API client (axios) and other API callers ask for JSON
 * and do not.
 */
function opensAsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    return type === 'text/html' && !refused;
  });
}

/**
 * Where to send a logged-out browser instead of answering LoginRequired: the login page,
 * continuing to the address it asked for (docs/security.md "Links from e-mails"). Only on
 * routes that say so in their config (`continuesAfterLogin`: the links the shop e-mails),
 * decided on the route the router matched; null for everything else, which keeps the one
 * error shape, and for any caller asking for JSON.
 */
export function loginRedirectFor(error: unknown, request: FastifyRequest): string | null {
  if (!(error instanceof Refused) || error.failure.name !== 'LoginRequired') return null;
  if (!request.routeOptions.config.continuesAfterLogin || !opensAsPage(request)) return null;
  return loginAddress(request.url);
}
