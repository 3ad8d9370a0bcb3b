import { createHash, randomBytes } from 'node:crypto';

/**
 * Login tokens, reset codes, trial download tokens and club invites are bearer secrets:
 * 256 random bits, URL-safe. Only their SHA-256 is stored, so a copy of the database lets
 * nobody log in or download; a fast hash is enough for secrets this long (unlike passwords).
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape newSecretToken produces; anything else is refused before a database lookup. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
