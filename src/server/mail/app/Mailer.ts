/** A file sent with a message, held in memory: it travels through the queue in the database. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail as the site writes it: always both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files the recipient keeps (an invoice); absent on most messages. */
  attachments?: MailAttachment[];
}

/**
 * The port through which the site hands a finished message to a mail system. Adapters:
 * `OutboxMailer` (the embedded default: .eml files) and `SmtpMailer` (production).
 * Callers never use it directly: they enqueue (`MailQueue`) and the worker sends.
 */
export interface Mailer {
  /** Resolves once the mail system has accepted the message; rejects to have it retried. */
  send(message: MailMessage): Promise<void>;
}
