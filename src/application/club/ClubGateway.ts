import type { ClubInviteCheck, ClubRegistrationPayload } from './ClubInvite';

/** The club invite calls (docs/spec.md §7). Failures reject with an ApiError. */
export interface ClubGateway {
  /** POST club/invite/check {token}. */
  checkInvite(token: string): Promise<ClubInviteCheck>;
  /** POST club/invite/register: the new member's bearer token. */
  register(payload: ClubRegistrationPayload): Promise<string>;
}
