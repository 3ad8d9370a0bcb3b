import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from '../../../src/server/mail/adapters/OutboxMailer';
import type { TestApp } from '../support/testApp';

/** Sends what the queue holds now (the tests build their apps with the worker stopped). */
export async function deliverMail(testApp: TestApp): Promise<number> {
  return testApp.app.mailWorker.deliverDue();
}

/** The messages the OutboxMailer wrote, oldest first. */
export async function readOutbox(testApp: TestApp): Promise<OutboxEntry[]> {
  const dir = path.join(testApp.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return [];
  }
  const ids = files.filter((file) => file.endsWith('.eml')).map((file) => file.slice(0, -4));
  const entries = await Promise.all(
    ids.sort().map(async (id) => JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8'))),
  );
  return entries as OutboxEntry[];
}

/** Delivers the queue and returns the messages to one address. */
export async function mailTo(testApp: TestApp, email: string): Promise<OutboxEntry[]> {
  await deliverMail(testApp);
  return (await readOutbox(testApp)).filter((entry) => entry.to === email);
}

/** The first absolute link in a message's text that starts with `prefix`. */
export function linkIn(entry: OutboxEntry, prefix: string): string {
  const link = entry.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${entry.subject}"`);
  return link;
}
