/**
 * The user as `GET /me` answers it (docs/spec.md §3, "User: email, personal_info"). Only the
 * fields the shell reads are typed; the checkout adds the rest of personal_info later.
 */
export interface UserProfile {
  email: string;
  personal_info?: {
    /** The club member flag (docs/spec.md §6). The API may send it as 0/1. */
    beta?: boolean | number | null;
    [field: string]: unknown;
  } | null;
}
