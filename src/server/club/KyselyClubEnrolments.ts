import type { Kysely } from 'kysely';
import { createSession } from '../accounts/sessionStore';
import { createUser, updateUser } from '../accounts/userStore';
import type { Database } from '../database/schema';
import type { MailQueue } from '../mail/MailQueue';
import type { ClubEnrolment, ClubEnrolments } from './ClubEnrolments';
import {
  createClubInvite,
  findClubInvite,
  markClubInviteUsed,
  type ClubInviteRow,
} from './clubInviteStore';

/** A club registration in one database transaction; the invitation's use is the lock. */
export class KyselyClubEnrolments implements ClubEnrolments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailQueue: MailQueue,
  ) {}

  findInvite(token: string): Promise<ClubInviteRow | undefined> {
    return findClubInvite(this.db, token);
  }

  enrol(enrolment: ClubEnrolment): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await markClubInviteUsed(trx, enrolment.inviteId))) return null;
      const { account, clubMember, personalInfo } = enrolment;
      let userId: string;
      if ('userId' in account) {
        userId = account.userId;
        await updateUser(trx, userId, { clubMember, personalInfo });
      } else {
        userId = (await createUser(trx, { ...account, clubMember, personalInfo })).id;
      }
      for (const coworker of enrolment.coworkers) {
        const { token } = await createClubInvite(trx, {
          email: coworker.email,
          coworkerInvite: true,
          invitedBy: { userId, email: enrolment.inviterEmail },
          company: enrolment.company,
        });
        await this.mailQueue.enqueue(enrolment.invitationMail(coworker, token), trx);
      }
      return createSession(trx, userId);
    });
  }
}
