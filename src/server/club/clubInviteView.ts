import type { ClubInviteRow } from './clubInviteStore';

/**
 * The invite as `POST club/invite/check` answers it (docs/spec.md §3 "Club invite: id, email,
 * coworker_invite (1 means co-worker), beta_user.company; the response also has
 * already_customer"). `beta_user` describes the inviting member; `company` repeats its
 * company at the top for the co-worker form's pre-fill.
 */
export interface ClubInviteView {
  id: string;
  email: string;
  coworker_invite: 0 | 1;
  beta_user: { email: string | null; company: string | null };
  company: string | null;
}

export interface ClubInviteCheckAnswer {
  invite: ClubInviteView;
  already_customer: boolean;
}

export function toClubInviteView(invite: ClubInviteRow): ClubInviteView {
  return {
    id: invite.id,
    email: invite.email,
    coworker_invite: invite.coworker_invite === 1 ? 1 : 0,
    beta_user: { email: invite.invited_by_email, company: invite.company },
    company: invite.company,
  };
}
