import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

/** One message of the e2e server's outbox (OutboxMailer writes a .json beside each .eml). */
export interface OutboxMessage {
  /** Its name in the outbox: `/dev/outbox/{id}` shows it, `/dev/outbox/{id}.html` its HTML part. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the message, in order, without duplicates. */
  links: string[];
}

async function newestFor(address: string): Promise<OutboxMessage | null> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  // Names start with the time the message was written, so sorting sorts by time.
  const emls = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const eml of emls) {
    const raw = await readFile(path.join(OUTBOX_DIR, eml.replace(/\.eml$/, '.json')), 'utf8');
    const entry = JSON.parse(raw) as Omit<OutboxMessage, 'links'>;
    if (!entry.to.toLowerCase().includes(address.toLowerCase())) continue;
    const links = [...`${entry.text}\n${entry.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(
      (match) => match[0].replace(/&amp;/g, '&'),
    );
    return { ...entry, links: [...new Set(links)] };
  }
  return null;
}

/**
 * The newest message to `address`, waiting for the server's mail worker to write it.
 * `match` skips older messages to the same address (e.g. an earlier e-mail of another kind).
 */
export async function waitForMail(
  address: string,
  match: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | null = null;
  await expect
    .poll(
      async () => {
        found = await newestFor(address);
        return found !== null && match(found);
      },
      { timeout: 15_000, message: `an e-mail to ${address}` },
    )
    .toBe(true);
  return found as unknown as OutboxMessage;
}

/** The first link of the message that contains `part`. */
export function linkContaining(message: OutboxMessage, part: string): string {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`No link with "${part}" in: ${message.links.join(', ')}`);
  return link;
}
