import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { normaliseEmail } from '../accounts/emailAddress';
import type { Database } from '../database/schema';
import { hashSecretToken, newSecretToken } from '../security/secretTokens';
import type { ClubInvitesTable } from './clubTables';

export type ClubInviteRow = Selectable<ClubInvitesTable>;

/** How long a new invitation can be used. */
export const CLUB_INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewClubInvite {
  email: string;
  coworkerInvite: boolean;
  invitedBy?: { userId: string | null; email: string } | null;
  company?: string | null;
  betaUser?: boolean;
  /** Null: never expires. Default: CLUB_INVITE_LIFETIME_MS from now. */
  expiresAt?: Date | null;
  /** A given token (the demo invites in content/); a random one otherwise. */
  token?: string;
}

export async function createClubInvite(
  db: Kysely<Database>,
  invite: NewClubInvite,
): Promise<{ id: string; token: string }> {
  const token = invite.token ?? newSecretToken();
  const now = Date.now();
  const expiresAt =
    invite.expiresAt === undefined ? new Date(now + CLUB_INVITE_LIFETIME_MS) : invite.expiresAt;
  const id = randomUUID();
  await db
    .insertInto('club_invites')
    .values({
      id,
      token_hash: hashSecretToken(token),
      email: normaliseEmail(invite.email),
      coworker_invite: invite.coworkerInvite ? 1 : 0,
      invited_by_user_id: invite.invitedBy?.userId ?? null,
      invited_by_email: invite.invitedBy ? normaliseEmail(invite.invitedBy.email) : null,
      company: invite.company?.trim() || null,
      beta_user: invite.betaUser === false ? 0 : 1,
      used_at: null,
      expires_at: expiresAt ? expiresAt.toISOString() : null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { id, token };
}

export function findClubInvite(
  db: Kysely<Database>,
  token: string,
): Promise<ClubInviteRow | undefined> {
  return db
    .selectFrom('club_invites')
    .selectAll()
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
}

/** True for the one caller that used the invite; a second use at the same moment gets false. */
export async function markClubInviteUsed(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('club_invites')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
