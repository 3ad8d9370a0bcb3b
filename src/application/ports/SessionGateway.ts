import type { UserProfile } from '../session/UserProfile';

/** The account calls the session needs: who is logged in, and logging out. */
export interface SessionGateway {
  /** GET /api/v1/me with the stored bearer token. */
  currentUser(): Promise<UserProfile>;
  /** POST /api/v1/users/logout: the server forgets the token. */
  logout(): Promise<void>;
}
