import type { ClubInviteCheckAnswer } from '../../../contract/club';
import type { ClubInviteRecord } from './ClubInviteRecord';

/**
 * The invitation as `POST club/invite/check` answers it: `beta_user` is the inviting member,
 * and `company` repeats its company for the co-worker form's pre-fill.
 */
export function toClubInvite(invite: ClubInviteRecord): ClubInviteCheckAnswer['invite'] {
  return {
    id: invite.id,
    email: invite.email,
    coworker_invite: invite.coworkerInvite ? 1 : 0,
    beta_user: { email: invite.invitedByEmail, company: invite.company },
    company: invite.company,
  };
}
