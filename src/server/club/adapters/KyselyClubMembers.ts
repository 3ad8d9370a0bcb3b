import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { ClubMemberAddress, ClubMembers } from '../app/ClubMembers';

/** The ClubMembers port over the accounts' `club_member` flag (migration 0201). */
export class KyselyClubMembers implements ClubMembers {
  constructor(private readonly db: Kysely<Database>) {}

  async isMember(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('club_member')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.club_member === 1;
  }

  async all(): Promise<ClubMemberAddress[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('club_member', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ userId: row.id, email: row.email }));
  }
}
