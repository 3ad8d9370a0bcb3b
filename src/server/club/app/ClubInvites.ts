import type { ClubInviteRecord } from './ClubInviteRecord';

/**
 * The invitations, as the invite check and the club registration find them by their link's
 * token. KyselyClubInvites is the adapter.
 */
export interface ClubInvites {
  /** The invitation of a link's token, used or not. */
  find(token: string): Promise<ClubInviteRecord | undefined>;
}
