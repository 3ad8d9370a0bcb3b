import Cookies from 'js-cookie';

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The server's anti-forgery cookie, echoed in a header on non-GET calls (docs/spec.md §7). */
export function readXsrfCookie(): string | undefined {
  return Cookies.get(XSRF_COOKIE_NAME);
}
