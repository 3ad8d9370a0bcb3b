import type { MailAttachment } from './Mailer';

/** One attachment as mail_queue.attachments stores it (JSON text, portable to both databases). */
interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

/**
 * The attachments travel inside the queued row, not as a path: whichever server process
 * claims the message may not share a disk with the one that queued it. Null when there are
 * none, so plain messages stay as they always were.
 */
export function encodeAttachments(attachments: MailAttachment[] | undefined): string | null {
  if (!attachments?.length) return null;
  const stored: StoredAttachment[] = attachments.map((attachment) => ({
    filename: attachment.filename,
    content_type: attachment.contentType,
    content_base64: attachment.content.toString('base64'),
  }));
  return JSON.stringify(stored);
}

export function decodeAttachments(column: string | null): MailAttachment[] | undefined {
  if (column === null) return undefined;
  return (JSON.parse(column) as StoredAttachment[]).map((stored) => ({
    filename: stored.filename,
    contentType: stored.content_type,
    content: Buffer.from(stored.content_base64, 'base64'),
  }));
}
