/**
 * Where login goes on to (docs/security.md "Links from e-mails"). A link the shop e-mails (an
 * order's fonts or invoice) opened while logged out leads to `/user/login?continue=<path>`;
 * after login the visitor continues there. Read by the server, which writes the address, and
 * by the login page, which reads it: only a path of this site is ever followed, so the
 * parameter cannot send anyone to another site (an open redirect).
 */
export const LOGIN_PATH = '/user/login';

/** The login page's query parameter naming where to go on to. */
export const CONTINUE_PARAM = 'continue';

/** Any origin of our own: only what it resolves to matters, and an address must keep it. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `candidate` as a path of this site (path, query and fragment), or null when it is none: an
 * absolute URL, a protocol-relative `//host` (or `/\host`, which browsers read alike), a
 * `javascript:` address, anything that does not start with one `/`. Resolved the way a
 * browser resolves it, so spellings with tabs, newlines or backslashes cannot slip past.
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that continues to `target` once logged in (plain login if none). */
export function loginAddress(target: string | null): string {
  const path = sameSitePath(target);
  return path ? `${LOGIN_PATH}?${CONTINUE_PARAM}=${encodeURIComponent(path)}` : LOGIN_PATH;
}
