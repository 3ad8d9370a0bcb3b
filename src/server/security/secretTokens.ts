import { createHash, randomFillSync } from 'node:crypto';

const TOKEN_BYTES = 32;

/**
 * Random bytes drawn ahead for 64 tokens: one call into the system's generator instead of one
 * per token, as Node's own randomUUID keeps 128 UUIDs' worth. Every new visitor's first
 * `PUT /cart` makes a token, and a call per token was 4 % of that request (bench:launch).
 */
const pool = Buffer.alloc(TOKEN_BYTES * 64);
let drawn = pool.length;

/**
 * Login tokens, reset codes, trial download tokens and club invites are bearer secrets:
 * 256 random bits, URL-safe. Only their SHA-256 is stored, so a copy of the database lets
 * nobody log in or download; a fast hash is enough for secrets this long (unlike passwords).
 */
export function newSecretToken(): string {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  const token = pool.toString('base64url', drawn, drawn + TOKEN_BYTES);
  // A token handed out is not kept here for anyone reading this process's memory later.
  pool.fill(0, drawn, drawn + TOKEN_BYTES);
  drawn += TOKEN_BYTES;
  return token;
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape newSecretToken produces; anything else is refused before a database lookup. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
