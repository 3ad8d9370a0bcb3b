import matter from 'gray-matter';
import { marked } from 'marked';
import { mailHtml, mailSignatureText, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

/** A members' e-mail as the operator wrote it: its subject, and its body in both forms. */
export interface MembersMailText {
  subject: string;
  /** The body rendered by marked, as the site renders its Markdown pages. */
  html: string;
  /** The body as written: Markdown reads as plain text. */
  text: string;
}

/** Why a members' e-mail file cannot be sent. */
export class MembersMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MembersMailError';
  }
}

/**
 * Reads a members' e-mail written in Markdown (`main.js club-mail <file.md>`, docs/operations.md):
 * the subject is the front matter's `subject`, else the first `# heading` (which then leaves
 * the body: the subject says it). The file is the foundry's own, like content/, so raw HTML in
 * it is kept as written (src/server/content/adapters/contentFiles.ts).
 */
export async function readMembersMail(markdown: string): Promise<MembersMailText> {
  const parsed = matter(markdown);
  const fromMatter: unknown = parsed.data.subject;
  let body = parsed.content.trim();
  let subject = typeof fromMatter === 'string' ? fromMatter.trim() : '';
  if (!subject) {
    const heading = /^#\s+(.+)$/m.exec(body);
    if (heading?.[1] && body.startsWith(heading[0])) {
      subject = heading[1].trim();
      body = body.slice(heading[0].length).trim();
    }
  }
  if (!subject) {
    throw new MembersMailError(
      'The message needs a subject: a "subject:" in its front matter or a first "# heading".',
    );
  }
  if (!body) throw new MembersMailError('The message has no text.');
  return { subject, html: await marked.parse(body, { gfm: true }), text: body };
}

/** One member's copy of a members' e-mail, in the site's mail frame. */
export function membersMail(to: string, message: MembersMailText, brand: MailBrand): MailMessage {
  return {
    to,
    subject: message.subject,
    text: `${message.text}\n\n${mailSignatureText(brand)}`,
    html: mailHtml(message.subject, message.html, brand),
  };
}
