import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { decodeAttachments, encodeAttachments } from '../app/mailAttachmentsColumn';
import type { MailMessage } from '../app/Mailer';
import type { ClaimedMail, MailQueue } from '../app/MailQueue';

/**
 * The mail queue in the database (mail_queue), not in memory: a mail server that is down
 * loses nothing, and any number of server processes can send from the same queue. Claims
 * are conditional updates on `locked_until`, which works the same on SQLite and PostgreSQL:
 * of two processes claiming one row, exactly one updates it. The other Kysely adapters
 * enqueue inside their own transactions (`executor`), so a message is queued with the
 * change it tells of, or not at all.
 */
export class KyselyMailQueue implements MailQueue {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Kysely<Database>) {}

  /** `executor` lets a caller enqueue inside its own transaction (all or nothing). */
  async enqueue(message: MailMessage, executor: Kysely<Database> = this.db): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await executor
      .insertInto('mail_queue')
      .values({
        id,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        lock_id: null,
        last_error: null,
        created_at: now,
        sent_at: null,
        attachments: encodeAttachments(message.attachments),
      })
      .execute();
    for (const listener of this.listeners) listener();
    return id;
  }

  /** Called after each enqueue (the worker sends at once instead of at its next poll). */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Leases up to `limit` due messages to the caller for `leaseMs`. */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
    const nowIso = now.toISOString();
    const candidates = await this.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();

    const claimed: ClaimedMail[] = [];
    const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
    for (const row of candidates) {
      const lockId = randomUUID();
      const result = await this.db
        .updateTable('mail_queue')
        .set({ locked_until: lockedUntil, lock_id: lockId })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue; // another process was quicker
      const attachments = decodeAttachments(row.attachments);
      claimed.push({
        id: row.id,
        lockId,
        attempts: row.attempts,
        message: {
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          // Absent rather than undefined: a plain message reads back exactly as it was queued.
          ...(attachments ? { attachments } : {}),
        },
      });
    }
    return claimed;
  }

  async markSent(mail: ClaimedMail, now: Date): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({
        status: 'sent',
        sent_at: now.toISOString(),
        attempts: mail.attempts + 1,
        locked_until: null,
        lock_id: null,
        last_error: null,
      })
      .where('id', '=', mail.id)
      .where('lock_id', '=', mail.lockId)
      .execute();
  }

  /** `retryAt` null gives up: the row stays as 'failed' for an operator to look at. */
  async markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({
        status: retryAt ? 'pending' : 'failed',
        attempts: mail.attempts + 1,
        next_attempt_at: (retryAt ?? new Date()).toISOString(),
        locked_until: null,
        lock_id: null,
        last_error: error.slice(0, 2000),
      })
      .where('id', '=', mail.id)
      .where('lock_id', '=', mail.lockId)
      .execute();
  }
}
