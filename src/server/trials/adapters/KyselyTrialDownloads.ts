import type { Kysely } from 'kysely';
import { normaliseEmail } from '../../accounts/app/emailAddress';
import type { Database } from '../../database/schema';
import { hashSecretToken, newSecretToken } from '../../security/secretTokens';
import type { TrialDownload, TrialDownloads, TrialRequester } from '../app/TrialDownloads';

/** The e-mailed link works for a week; asking again sends a fresh one. */
const TRIAL_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Trial download links in the database (trial_downloads; only a token's hash is kept). */
export class KyselyTrialDownloads implements TrialDownloads {
  constructor(private readonly db: Kysely<Database>) {}

  async create(requester: TrialRequester): Promise<string> {
    const token = newSecretToken();
    const now = Date.now();
    await this.db
      .insertInto('trial_downloads')
      .values({
        token_hash: hashSecretToken(token),
        email: normaliseEmail(requester.email),
        name: requester.name.trim(),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + TRIAL_LINK_LIFETIME_MS).toISOString(),
      })
      .execute();
    return token;
  }

  async find(token: string): Promise<TrialDownload | undefined> {
    const row = await this.db
      .selectFrom('trial_downloads')
      .select('expires_at')
      .where('token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    return row && { expiresAt: row.expires_at };
  }
}
