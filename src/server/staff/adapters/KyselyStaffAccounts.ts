import type { Kysely } from 'kysely';
import { accountOf } from '../../accounts/adapters/accountOf';
import { normaliseEmail } from '../../accounts/app/emailAddress';
import type { KyselyAccountRepository } from '../../accounts/adapters/KyselyAccountRepository';
import type { Database } from '../../database/schema';
import { hashSecretToken } from '../../security/secretTokens';
import type {
  StaffAccounts,
  StaffMade,
  StaffSecondFactor,
  StaffSession,
} from '../app/StaffAccounts';

const STAFF = 'staff';
const CUSTOMER = 'customer';

/** Staff roles, TOTP secrets and second-factor sessions in the users and sessions tables. */
export class KyselyStaffAccounts implements StaffAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: Pick<KyselyAccountRepository, 'create' | 'endOtherSessions'>,
  ) {}

  async makeStaff(
    email: string,
    totpSecret: string,
    passwordHash: string | null,
  ): Promise<StaffMade> {
    return this.db.transaction().execute(async (trx) => {
      const address = normaliseEmail(email);
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', address)
        .executeTakeFirst();
      if (!existing && passwordHash === null) return 'no_account';
      const id = existing
        ? existing.id
        : (await this.accounts.create({ email: address, passwordHash: passwordHash ?? '' }, trx))
            .id;
      await trx
        .updateTable('users')
        .set({
          role: STAFF,
          totp_secret: totpSecret,
          totp_last_step: null,
          ...(passwordHash !== null && { password_hash: passwordHash }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await this.accounts.endOtherSessions(id, null, trx);
      return existing ? 'promoted' : 'created';
    });
  }

  async demote(email: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', normaliseEmail(email))
        .where('role', '=', STAFF)
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable('users')
        .set({
          role: CUSTOMER,
          totp_secret: null,
          totp_last_step: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await this.accounts.endOtherSessions(row.id, null, trx);
      return true;
    });
  }

  async sessionOf(token: string): Promise<StaffSession | undefined> {
    const row = await this.liveSession(token)
      .selectAll('users')
      .select('sessions.second_factor_at')
      .executeTakeFirst();
    if (!row) return undefined;
    return { account: accountOf(row), secondFactorGiven: row.second_factor_at !== null };
  }

  async secondFactorOf(token: string): Promise<StaffSecondFactor | undefined> {
    const row = await this.liveSession(token)
      .select(['users.id', 'users.email', 'users.totp_secret', 'users.totp_last_step'])
      .where('users.role', '=', STAFF)
      .executeTakeFirst();
    if (!row?.totp_secret) return undefined;
    return {
      userId: row.id,
      email: row.email,
      totpSecret: row.totp_secret,
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  async acceptSecondFactor(token: string, userId: string, step: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // The conditional update is the lock: of two requests with one code, one wins.
      const claimed = await trx
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('sessions')
        .set({ second_factor_at: new Date().toISOString() })
        .where('token_hash', '=', hashSecretToken(token))
        .where('user_id', '=', userId)
        .execute();
      return true;
    });
  }

  private liveSession(token: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.token_hash', '=', hashSecretToken(token))
      .where('sessions.expires_at', '>', new Date().toISOString());
  }
}
