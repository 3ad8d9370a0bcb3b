import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../app/Mailer';
import { nodemailerMessage } from '../app/nodemailerMessage';

/** What the dev outbox page lists, written beside each .eml so the page needs no MIME parser. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** The attached files' names only: their contents are in the .eml. */
  attachments?: string[];
}

/** Names are sortable by time and unguessable enough not to collide between processes. */
const OUTBOX_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export function isOutboxId(id: string): boolean {
  return OUTBOX_ID.test(id);
}

/**
 * The embedded default mail system (docs/design.md): each message becomes a real .eml file under
 * `DATA_DIR/outbox/`, built by nodemailer exactly as SMTP would send it, so a newcomer can
 * open it in a mail client and click its links.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly directory: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    const info = await this.transport.sendMail(nodemailerMessage(this.from, message, date));
    const id = `${date.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const { attachments, ...bodies } = message;
    const entry: OutboxEntry = {
      id,
      date: date.toISOString(),
      ...bodies,
      ...(attachments?.length ? { attachments: attachments.map((file) => file.filename) } : {}),
    };
    await mkdir(this.directory, { recursive: true });
    // The .json is written first and the .eml renamed into place last: the page lists .eml
    // files, so it never shows a message whose details are not on disk yet.
    await writeFile(path.join(this.directory, `${id}.json`), JSON.stringify(entry));
    const partial = path.join(this.directory, `${id}.eml.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, path.join(this.directory, `${id}.eml`));
  }
}
