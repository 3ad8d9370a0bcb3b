import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Mailer } from './app/Mailer';
import { OutboxMailer } from './adapters/OutboxMailer';
import { SmtpMailer } from './adapters/SmtpMailer';

export function outboxDirectory(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** SMTP when the operator configured it, else the outbox (docs/design.md "Real components"). */
export function createMailer(config: ServerConfig): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(outboxDirectory(config), config.mailFrom);
}
