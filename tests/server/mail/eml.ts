import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from '../../../src/server/mail/adapters/OutboxMailer';
import type { TestApp } from '../support/testApp';

/** One leaf of a MIME message: its headers (lower-case names, unfolded) and raw body. */
export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** A file attached to a message, decoded. */
export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The .eml the OutboxMailer wrote for an entry, byte for byte as SMTP would send it. */
export async function readEml(testApp: TestApp, entry: OutboxEntry): Promise<string> {
  return readFile(path.join(testApp.config.dataDir, 'outbox', `${entry.id}.eml`), 'utf8');
}

/**
 * The leaves of a MIME message, multiparts split by their boundaries. Enough of RFC 2046
 * for what nodemailer writes (the project has no mailparser, and the tests need no more).
 */
export function mimeLeaves(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!/^multipart\//i.test(headers.get('content-type') ?? '') || !boundary) {
    return [{ headers, body }];
  }
  const sections = body.split(`--${boundary}`);
  // Before the first boundary is the preamble, after the closing `--boundary--` the epilogue.
  return sections.slice(1, -1).flatMap((section) => mimeLeaves(section.replace(/^\r?\n/, '')));
}

/** The parts sent as attachments, base64 decoded. */
export function emlAttachments(raw: string): EmlAttachment[] {
  return mimeLeaves(raw)
    .filter((part) => /^attachment/i.test(part.headers.get('content-disposition') ?? ''))
    .map((part) => {
      const disposition = part.headers.get('content-disposition') ?? '';
      const contentType = part.headers.get('content-type') ?? '';
      const encoding = part.headers.get('content-transfer-encoding') ?? '';
      return {
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        contentType: contentType.split(';')[0]?.trim() ?? '',
        content: /base64/i.test(encoding)
          ? Buffer.from(part.body.replace(/\s/g, ''), 'base64')
          : Buffer.from(part.body, 'latin1'),
      };
    });
}
