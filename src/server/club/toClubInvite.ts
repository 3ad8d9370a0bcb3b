import type { ClubInviteCheckAnswer } from '../../contract/club';
import type { ClubInviteRow } from './clubInviteStore';

/**
 * The invitation as `POST club/invite/check` answers it: `beta_user` is the inviting member,
 * and `company` repeats its company for the co-worker form's pre-fill.
 */
export function toClubInvite(invite: ClubInviteRow): ClubInviteCheckAnswer['invite'] {
  return {
    id: invite.id,
    email: invite.email,
    coworker_invite: invite.coworker_invite === 1 ? 1 : 0,
    beta_user: { email: invite.invited_by_email, company: invite.company },
    company: invite.company,
  };
}
