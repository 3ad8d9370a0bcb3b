import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normaliseEmail } from '../../accounts/app/emailAddress';
import type { Database } from '../../database/schema';
import { hashSecretToken, newSecretToken } from '../../security/secretTokens';
import type { ClubInviteRecord } from '../app/ClubInviteRecord';
import type { NewClubInvite } from '../app/NewClubInvite';
import { clubInviteRecordOf } from './clubInviteRecordOf';
import type { ClubInviteIssuer, ClubInvites, OpenClubInvites } from '../app/ClubInvites';

/** How long a new invitation can be used. */
export const CLUB_INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Club invitations in the database: the Kysely adapter of ClubInvites; the use cases get
 * records (ClubInviteRecord), never rows. A club registration creates and uses invitations inside
 * its own transaction (KyselyClubEnrolments): `executor` is that transaction, the database by
 * default.
 */
export class KyselyClubInvites implements ClubInvites, ClubInviteIssuer, OpenClubInvites {
  constructor(private readonly db: Kysely<Database>) {}

  async find(token: string): Promise<ClubInviteRecord | undefined> {
    const row = await this.db
      .selectFrom('club_invites')
      .selectAll()
      .where('token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    return row && clubInviteRecordOf(row);
  }

  /** Answers the invitation's token: the only time it exists server-side. */
  async create(invite: NewClubInvite, executor: Kysely<Database> = this.db): Promise<string> {
    const token = invite.token ?? newSecretToken();
    const now = Date.now();
    const expiresAt =
      invite.expiresAt === undefined ? new Date(now + CLUB_INVITE_LIFETIME_MS) : invite.expiresAt;
    await executor
      .insertInto('club_invites')
      .values({
        id: randomUUID(),
        token_hash: hashSecretToken(token),
        email: normaliseEmail(invite.email),
        coworker_invite: invite.coworkerInvite ? 1 : 0,
        invited_by_user_id: invite.invitedBy?.userId ?? null,
        invited_by_email: invite.invitedBy ? normaliseEmail(invite.invitedBy.email) : null,
        company: invite.company?.trim() || null,
        beta_user: invite.grantsMembership === false ? 0 : 1,
        used_at: null,
        expires_at: expiresAt ? expiresAt.toISOString() : null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /** The invitations not used yet and not expired at `now`, newest first (the back office). */
  async listOpen(now: Date = new Date()): Promise<(ClubInviteRecord & { createdAt: string })[]> {
    const rows = await this.db
      .selectFrom('club_invites')
      .selectAll()
      .where('used_at', 'is', null)
      .where((eb) =>
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...clubInviteRecordOf(row), createdAt: row.created_at }));
  }

  /** True for the one caller that used the invite; a second use at the same moment gets false. */
  async markUsed(id: string, executor: Kysely<Database> = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('club_invites')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Deletes the unused invitations of these tokens; a used one stays, as every used one does
   * (it must keep saying so). Answers how many went.
   */
  async withdrawUnused(tokens: readonly string[]): Promise<number> {
    if (tokens.length === 0) return 0;
    const result = await this.db
      .deleteFrom('club_invites')
      .where(
        'token_hash',
        'in',
        tokens.map((token) => hashSecretToken(token)),
      )
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
