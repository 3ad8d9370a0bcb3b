import { describe, expect, it } from 'vitest';
import { newSecretToken, SECRET_TOKEN_PATTERN } from '../../../src/server/security/secretTokens';

describe('secret tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat across refills of the pool', () => {
    const tokens = Array.from({ length: 1000 }, () => newSecretToken());
    for (const token of tokens) {
      expect(token).toMatch(SECRET_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // No token is all zeros: a handed-out slice is wiped, never handed out again unfilled.
    expect(tokens).not.toContain(Buffer.alloc(32).toString('base64url'));
  });
});
