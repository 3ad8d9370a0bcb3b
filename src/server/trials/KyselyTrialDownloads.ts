import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { createTrialDownload, findTrialDownload } from './trialDownloadStore';
import type { TrialDownload, TrialDownloads, TrialRequester } from './TrialDownloads';

/** Trial download links in the database (trialDownloadStore.ts). */
export class KyselyTrialDownloads implements TrialDownloads {
  constructor(private readonly db: Kysely<Database>) {}

  create(requester: TrialRequester): Promise<string> {
    return createTrialDownload(this.db, requester);
  }

  async find(token: string): Promise<TrialDownload | undefined> {
    const row = await findTrialDownload(this.db, token);
    return row && { expiresAt: row.expires_at };
  }
}
