import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import { filesIn } from './folderFiles';
import type { StaleRecords } from '../app/StaleRecords';

/**
 * Removes the PDFs QuotePdfFiles cached in `directory` whose quote row is gone. Checked
 * against the table rather than by the ids this process just deleted: every server renders
 * into its own DATA_DIR, and the row may have been swept by another one. Files of another
 * shape (the `.tmp` of a write in progress) are left alone.
 */
export async function sweepOrphanQuotePdfs(
  records: StaleRecords,
  directory: string,
): Promise<number> {
  const idsOnDisk = (await filesIn(directory)).flatMap((name) => {
    const id = /^(.+)\.pdf$/.exec(name)?.[1];
    return id && SECRET_TOKEN_PATTERN.test(id) ? [id] : [];
  });
  const kept = await records.keptQuotes(idsOnDisk);
  let removed = 0;
  for (const id of idsOnDisk) {
    if (kept.has(id)) continue;
    await rm(path.join(directory, `${id}.pdf`), { force: true });
    removed += 1;
  }
  return removed;
}
