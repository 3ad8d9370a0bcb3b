import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_MESSAGE,
} from '../../../src/domain/validation/emailPattern';
import { validEmail } from './emailArbitraries';

describe('e-mail pattern', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe+fonts@mail.example.co.uk',
    'a_b%c-d@x-y.museum',
    `x@example.${'a'.repeat(63)}`,
    ' padded@example.com ',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    `x@example.${'a'.repeat(64)}`,
    'jane@example.c0m',
    'ja ne@example.com',
    'jane!@example.com',
    'jane@exa_mple.com',
    '',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts any address built as the spec describes', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(EMAIL_PATTERN.test(email)).toBe(true);
      }),
    );
  });

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (text) => {
          expect(isValidEmail(text)).toBe(false);
        },
      ),
    );
  });

  it('rejects any address whose ending is not 2 to 63 letters', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.oneof(
          fc.constant('c'),
          fc.constant('a'.repeat(64)),
          fc.stringMatching(/^[a-z]*\d[a-z]*$/),
        ),
        (email, ending) => {
          const withEnding = email.replace(/\.[A-Za-z]+$/, `.${ending}`);
          expect(isValidEmail(withEnding)).toBe(false);
        },
      ),
    );
  });

  it('sets the minimum password length to 6', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MIN_LENGTH_MESSAGE).toBe('Password must be at least 6 characters.');
  });
});
