import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../http/apiPaths';
import { newSecretToken, SECRET_TOKEN_PATTERN } from '../../security/secretTokens';

/**
 * The cart's key in the browser: a random 256-bit token in an httpOnly cookie, so page
 * scripts (and anything injected into them) cannot read or move someone's cart. It is sent
 * only to the API, the only reader. The cart's contents are the browser's own cookie; this
 * one only finds the server's copy.
 */
export const CART_COOKIE = 'cart_id';
const CART_COOKIE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

export function cartToken(request: FastifyRequest): string | null {
  const token = request.cookies[CART_COOKIE];
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

/** The request's token, or a new one for a cart about to be saved (setCartCookie then). */
export function cartTokenOrNew(request: FastifyRequest): string {
  return cartToken(request) ?? newSecretToken();
}

/** (Re)sets the cookie once the cart is saved, so an active cart does not expire. */
export function setCartCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CART_COOKIE, token, {
    path: API_PREFIX,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearCartCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(CART_COOKIE, { path: API_PREFIX, httpOnly: true, sameSite: 'lax', secure });
}
