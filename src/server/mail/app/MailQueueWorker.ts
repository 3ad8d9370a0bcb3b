import { systemClock } from '../../application/Clock';
import type { Logger } from '../../application/Logger';
import type { Mailer } from './Mailer';
import type { ClaimedMail, MailQueue } from './MailQueue';

export interface MailQueueWorkerOptions {
  /** How often the queue is looked at when nobody kicks the worker (other processes enqueue too). */
  pollIntervalMs: number;
  /** How long a claimed message is reserved; longer than any SMTP conversation. */
  leaseMs: number;
  /** Tries before a message is marked failed. */
  maxAttempts: number;
  batchSize: number;
}

export const DEFAULT_MAIL_WORKER_OPTIONS: MailQueueWorkerOptions = {
  pollIntervalMs: 1000,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  batchSize: 10,
};

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down gets time to recover. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(30_000 * 2 ** Math.max(attemptsSoFar - 1, 0), 60 * 60_000);
}

/**
 * Sends queued mail from inside the serve process: polls, and runs at once when this
 * process enqueues. Several processes may run one each; the queue's leases keep them apart.
 */
export class MailQueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly queue: MailQueue,
    private readonly mailer: Mailer,
    private readonly log: Logger,
    private readonly options: MailQueueWorkerOptions = DEFAULT_MAIL_WORKER_OPTIONS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.queue.onEnqueue(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for a send in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.running;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.runUntilQuiet().finally(() => {
      this.running = undefined;
    });
  }

  private async runUntilQuiet(): Promise<void> {
    do {
      this.runAgain = false;
      try {
        await this.deliverDue();
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        this.log.error({ err: error }, 'mail queue: could not read the queue');
      }
    } while (this.runAgain && !this.stopped);
  }

  /** Sends everything due at `now`; returns how many messages were sent. */
  async deliverDue(now: () => Date = () => systemClock.now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.queue.claimDue(now(), this.options.leaseMs, this.options.batchSize);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (await this.deliver(mail, now)) sent += 1;
      }
    }
  }

  private async deliver(mail: ClaimedMail, now: () => Date): Promise<boolean> {
    try {
      await this.mailer.send(mail.message);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= this.options.maxAttempts;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts));
      const reason = error instanceof Error ? error.message : String(error);
      await this.queue.markFailed(mail, reason, retryAt);
      // Recipient and reason only: subjects and bodies may carry reset codes and links.
      this.log[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, attempts, retryAt: retryAt?.toISOString(), reason },
        giveUp ? 'mail queue: giving up on a message' : 'mail queue: send failed, will retry',
      );
      return false;
    }
    await this.queue.markSent(mail, now());
    this.log.info({ mailId: mail.id }, 'mail queue: message sent');
    return true;
  }
}
