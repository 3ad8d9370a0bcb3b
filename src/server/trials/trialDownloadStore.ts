import type { Kysely, Selectable } from 'kysely';
import { normaliseEmail } from '../accounts/emailAddress';
import type { Database } from '../database/schema';
import { hashSecretToken, newSecretToken } from '../security/secretTokens';
import type { TrialDownloadsTable } from './trialTables';

/** The e-mailed link works for a week; asking again sends a fresh one. */
export const TRIAL_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export async function createTrialDownload(
  db: Kysely<Database>,
  request: { email: string; name: string },
): Promise<string> {
  const token = newSecretToken();
  const now = Date.now();
  await db
    .insertInto('trial_downloads')
    .values({
      token_hash: hashSecretToken(token),
      email: normaliseEmail(request.email),
      name: request.name.trim(),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TRIAL_LINK_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

export function findTrialDownload(
  db: Kysely<Database>,
  token: string,
): Promise<Selectable<TrialDownloadsTable> | undefined> {
  return db
    .selectFrom('trial_downloads')
    .selectAll()
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
}
