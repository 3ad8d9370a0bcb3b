import { rm } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxId } from '../../mail/adapters/OutboxMailer';
import { filesModifiedBefore } from './folderFiles';

/**
 * Removes the messages the OutboxMailer wrote to `directory` before `before`: each .eml with
 * the .json the dev outbox page reads beside it. They are copies of sent mail, so they go
 * when the sent mail's rows do (SENT_MAIL_RETENTION_DAYS), aged from when they were written.
 * The .eml goes first: the page lists .eml files, so it never lists a message half gone.
 */
export async function sweepOutbox(directory: string, before: string): Promise<number> {
  let removed = 0;
  for (const name of await filesModifiedBefore(directory, before)) {
    const id = /^(.+)\.eml$/.exec(name)?.[1];
    if (!id || !isOutboxId(id)) continue;
    await rm(path.join(directory, name), { force: true });
    await rm(path.join(directory, `${id}.json`), { force: true });
    removed += 1;
  }
  return removed;
}
