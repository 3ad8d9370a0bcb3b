import type { MailMessage } from './Mailer';

/** A message taken from the queue under a lease, ready to be sent by its claimant. */
export interface ClaimedMail {
  id: string;
  lockId: string;
  attempts: number;
  message: MailMessage;
}

/**
 * Outgoing e-mail waits in a queue, not in the request: a request only adds its message and
 * answers, and the worker (MailQueueWorker) sends, retrying while the mail system is down.
 * KyselyMailQueue is the adapter.
 */
export interface MailQueue {
  /** Answers the queued message's id. */
  enqueue(message: MailMessage): Promise<string>;
  /** Called after each enqueue (the worker sends at once instead of at its next poll). */
  onEnqueue(listener: () => void): () => void;
  /** Leases up to `limit` due messages to the caller for `leaseMs`, each to one caller only. */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]>;
  markSent(mail: ClaimedMail, now: Date): Promise<void>;
  /** `retryAt` null gives up: the message stays, failed, for an operator to look at. */
  markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void>;
}
