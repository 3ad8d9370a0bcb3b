const CALLBACK_PREFIXES = ['/auth', '/channels/manage', '/auth/reset-password'];

/**
 * docs/spec.md §2's start-up check: links from e-mails and third parties land on these paths.
 * It has no visible effect today; it is kept so a later feature can treat them apart.
 */
export function isAccountCallbackPath(pathname: string): boolean {
  return CALLBACK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
