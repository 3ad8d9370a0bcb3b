import type { PersonalInfo } from '../../accounts/app/personalInfo';
import type { MailMessage } from '../../mail/app/Mailer';

/** A co-worker the new member invites in the registration form. */
export interface CoworkerToInvite {
  name: string;
  email: string;
}

/** Everything one club registration writes, decided by RegisterClubMember. */
export interface ClubEnrolment {
  inviteId: string;
  /** The customer's existing account, or the new one to create. */
  account: { userId: string } | { email: string; passwordHash: string };
  clubMember: boolean;
  personalInfo: PersonalInfo;
  /** The member's address and company, named as the co-workers' inviter. */
  inviterEmail: string;
  company: string;
  coworkers: CoworkerToInvite[];
  /** The e-mail that sends a co-worker their invitation's token. */
  invitationMail(coworker: CoworkerToInvite, token: string): MailMessage;
}

/**
 * Where a club registration is written: the invitation used up, the account created or made
 * a member, the co-workers invited and e-mailed, a session opened, all in one transaction or
 * not at all. KyselyClubEnrolments is the adapter.
 */
export interface ClubEnrolments {
  /** The new session's bearer token, or null when the invitation was used meanwhile. */
  enrol(enrolment: ClubEnrolment): Promise<string | null>;
}
