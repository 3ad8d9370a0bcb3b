/**
 * docs/spec.md §5: letters, digits or ._%+- before the @, then a domain, then a top-level ending
 * of 2 to 63 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** docs/spec.md §5 and §9: the minimum password length default. */
export const PASSWORD_MIN_LENGTH = 6;

/** The spec gives no text for this rule; this one says what to do. */
export const PASSWORD_MIN_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
