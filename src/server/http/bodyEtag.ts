import { createHash } from 'node:crypto';

/** A weak ETag naming these bytes: equal bodies, equal tags, on every server. */
export function bodyEtag(bytes: string | Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
}
