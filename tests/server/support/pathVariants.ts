/** A concrete path for a route pattern: every `:param` and `*` filled with `value`. */
export function concretePath(pattern: string, value = 'x1'): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? value : segment))
    .join('/');
}

/** '%61' for 'a': how a client may spell any character of a path. */
export function percentEncoded(char: string, lowerCase = false): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lowerCase ? hex : hex.toUpperCase()}`;
}

/**
 * Other spellings of one path that a router may decode or normalise to the same route:
 * one unreserved character of each segment percent-encoded (RFC 3986 calls these
 * equivalent), every character encoded, lower-case hex, a trailing slash, doubled slashes.
 */
export function encodedVariants(path: string): string[] {
  const segments = path.split('/');
  const variants = new Set<string>();
  segments.forEach((segment, index) => {
    if (!segment) return;
    for (const lowerCase of [false, true]) {
      const copy = [...segments];
      copy[index] = percentEncoded(segment[0] ?? '', lowerCase) + segment.slice(1);
      variants.add(copy.join('/'));
    }
    const last = [...segments];
    last[index] = segment.slice(0, -1) + percentEncoded(segment.at(-1) ?? '');
    variants.add(last.join('/'));
  });
  variants.add(
    segments.map((segment) => [...segment].map((char) => percentEncoded(char)).join('')).join('/'),
  );
  variants.add(`${path}/`);
  variants.add(`/${path}`);
  variants.add(path.replace(/\//g, '//'));
  variants.delete(path);
  return [...variants];
}

/** Methods that cannot change state: the XSRF check lets them through. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
