import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { SignIn, SignInLog } from '../app/SignInLog';

/** Sign-ins in the database (sign_ins). */
export class KyselySignInLog implements SignInLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(userId: string, signIn: SignIn): Promise<void> {
    await this.db
      .insertInto('sign_ins')
      .values({
        id: randomUUID(),
        user_id: userId,
        signed_in_at: signIn.at,
        ip_address: signIn.ipAddress,
        user_agent: signIn.userAgent,
        second_factor: signIn.secondFactor ? 1 : 0,
      })
      .execute();
  }

  async latest(userId: string, limit: number): Promise<SignIn[]> {
    const rows = await this.db
      .selectFrom('sign_ins')
      .select(['signed_in_at', 'ip_address', 'user_agent', 'second_factor'])
      .where('user_id', '=', userId)
      // Two sign-ins in one millisecond keep a stable order.
      .orderBy('signed_in_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      at: row.signed_in_at,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      secondFactor: row.second_factor === 1,
    }));
  }
}
