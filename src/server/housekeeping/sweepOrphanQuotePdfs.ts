import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import { SWEEP_BATCH_SIZE } from './deleteStale';
import { filesIn } from './folderFiles';

/**
 * Removes the PDFs QuotePdfFiles cached in `directory` whose quote row is gone. Checked
 * against the table rather than by the ids this process just deleted: every server renders
 * into its own DATA_DIR, and the row may have been swept by another one. Files of another
 * shape (the `.tmp` of a write in progress) are left alone.
 */
export async function sweepOrphanQuotePdfs(
  db: Kysely<Database>,
  directory: string,
): Promise<number> {
  const idsOnDisk = (await filesIn(directory)).flatMap((name) => {
    const id = /^(.+)\.pdf$/.exec(name)?.[1];
    return id && SECRET_TOKEN_PATTERN.test(id) ? [id] : [];
  });
  let removed = 0;
  for (let start = 0; start < idsOnDisk.length; start += SWEEP_BATCH_SIZE) {
    const ids = idsOnDisk.slice(start, start + SWEEP_BATCH_SIZE);
    const rows = await db.selectFrom('cart_quotes').select('id').where('id', 'in', ids).execute();
    const kept = new Set(rows.map((row) => row.id));
    for (const id of ids) {
      if (kept.has(id)) continue;
      await rm(path.join(directory, `${id}.pdf`), { force: true });
      removed += 1;
    }
  }
  return removed;
}
