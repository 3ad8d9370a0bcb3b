import type { ClubInviteRecord } from './ClubInviteRecord';
import type { NewClubInvite } from './NewClubInvite';

/**
 * The invitations, as the invite check and the club registration find them by their link's
 * token. KyselyClubInvites is the adapter.
 */
export interface ClubInvites {
  /** The invitation of a link's token, used or not. */
  find(token: string): Promise<ClubInviteRecord | undefined>;
}

/** Where invitations are made (InviteToClub): answers the new invitation's link token. */
export interface ClubInviteIssuer {
  create(invite: NewClubInvite): Promise<string>;
}

/** The invitations nobody has used yet, newest first, as the back office lists them. */
export interface OpenClubInvites {
  listOpen(): Promise<(ClubInviteRecord & { createdAt: string })[]>;
}
