import type Mail from 'nodemailer/lib/mailer';
import type { MailMessage } from './Mailer';

/**
 * A message in nodemailer's terms, shared by both adapters so that the .eml in the outbox is
 * exactly what SMTP sends. Named explicitly rather than spread: our message type may grow
 * fields nodemailer would misread.
 */
export function nodemailerMessage(from: string, message: MailMessage, date?: Date): Mail.Options {
  return {
    from,
    ...(date ? { date } : {}),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
          })),
        }
      : {}),
  };
}
