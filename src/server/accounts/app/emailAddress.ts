/** One account per mailbox: addresses are compared trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
