/**
 * docs/spec.md §5: letters, digits or ._%+- before the @, then a domain, then a top-level ending
 * of 2 to 63 letters. At most 254 characters in all, the longest address that can be sent to
 * (RFC 5321's 256-octet path, less its angle brackets): a longer one can receive no mail, and
 * would outgrow PostgreSQL's index entries on the addresses.
 */
export const EMAIL_PATTERN = /^(?=.{3,254}$)[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** docs/spec.md §5 and §9: the minimum password length default. */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec gives no text for this rule; this one says what to do. */
export const PASSWORD_MIN_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
