import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../app/Mailer';
import { nodemailerMessage } from '../app/nodemailerMessage';

/** Production mail: any SMTP server given as `SMTP_URL` (smtp://user:pass@host:587, smtps://…). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(nodemailerMessage(this.from, message));
  }
}
