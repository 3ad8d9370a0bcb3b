import type { ClubInviteCheck } from '../../application/club/ClubInvite';
import type { ClubInviteCheckAnswer } from '../../contract/club';

/** The invite check's answer (src/contract/club.ts) as the registration page reads it. */
export function clubInviteFromAnswer({ invite, already_customer }: ClubInviteCheckAnswer) {
  return {
    invite: {
      id: invite.id,
      email: invite.email,
      coworkerInvite: invite.coworker_invite === 1,
      company: invite.beta_user.company ?? invite.company,
    },
    alreadyCustomer: already_customer,
  } satisfies ClubInviteCheck;
}
