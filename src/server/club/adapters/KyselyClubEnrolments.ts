import type { Kysely } from 'kysely';
import type { KyselyAccountRepository } from '../../accounts/adapters/KyselyAccountRepository';
import type { Database } from '../../database/schema';
import type { KyselyMailQueue } from '../../mail/adapters/KyselyMailQueue';
import type { ClubEnrolment, ClubEnrolments } from '../app/ClubEnrolments';
import type { KyselyClubInvites } from './KyselyClubInvites';

/**
 * A club registration in one database transaction, through the accounts' and invitations'
 * adapters; the invitation's use is the lock.
 */
export class KyselyClubEnrolments implements ClubEnrolments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: KyselyAccountRepository,
    private readonly invites: KyselyClubInvites,
    private readonly mailQueue: KyselyMailQueue,
  ) {}

  enrol(enrolment: ClubEnrolment): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.invites.markUsed(enrolment.inviteId, trx))) return null;
      const { account, clubMember, personalInfo } = enrolment;
      let userId: string;
      if ('userId' in account) {
        userId = account.userId;
        await this.accounts.update(userId, { clubMember, personalInfo }, trx);
      } else {
        userId = (await this.accounts.create({ ...account, clubMember, personalInfo }, trx)).id;
      }
      for (const coworker of enrolment.coworkers) {
        const token = await this.invites.create(
          {
            email: coworker.email,
            coworkerInvite: true,
            invitedBy: { userId, email: enrolment.inviterEmail },
            company: enrolment.company,
          },
          trx,
        );
        await this.mailQueue.enqueue(enrolment.invitationMail(coworker, token), trx);
      }
      return this.accounts.openSession(userId, trx);
    });
  }
}
