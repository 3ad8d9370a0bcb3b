import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { hashSecretToken, newSecretToken } from '../security/secretTokens';

/** A reset link works for an hour, once. */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Ends every code of the user not used yet. A code is a key to the account as it was when
 * it was sent: a newer code, a reset, or a new password or e-mail address makes the others
 * worthless, so an old e-mail in a mailbox someone else reads opens nothing.
 */
export async function withdrawResetCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * A new code; every other outstanding code of the user stops working. Run it inside a
 * transaction (KyselyPasswordResets does), so that the two steps count as one.
 */
export async function createResetCode(db: Kysely<Database>, userId: string): Promise<string> {
  await withdrawResetCodes(db, userId);
  return insertResetCode(db, userId);
}

async function insertResetCode(db: Kysely<Database>, userId: string): Promise<string> {
  const code = newSecretToken();
  const now = Date.now();
  await db
    .insertInto('password_resets')
    .values({
      code_hash: hashSecretToken(code),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_CODE_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Uses the code up and returns its user, or null for an unknown, used or expired code; the
 * user's other codes are withdrawn with it. The conditional update makes two simultaneous
 * uses of one code end with exactly one winner.
 */
export async function consumeResetCode(db: Kysely<Database>, code: string): Promise<string | null> {
  const codeHash = hashSecretToken(code);
  const now = new Date().toISOString();
  const reset = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!reset) return null;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  await withdrawResetCodes(db, reset.user_id);
  return reset.user_id;
}
