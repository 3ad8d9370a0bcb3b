/** Browsers drop cookies larger than this (name, value and attributes together). */
export const COOKIE_SIZE_LIMIT = 4096;

/** The size a cookie takes as the browser stores it: the encoded name=value pair. */
export function cookieSize(name: string, value: string): number {
  return new TextEncoder().encode(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .length;
}
