/** The mail queue (migrations 0202 and 0500), as Kysely sees it. */
export interface MailQueueTables {
  mail_queue: MailQueueTable;
}

export type MailQueueStatus = 'pending' | 'sent' | 'failed';

export interface MailQueueTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailQueueStatus;
  attempts: number;
  /** ISO time before which the message is not tried (again). */
  next_attempt_at: string;
  /** A sender's lease: until then no other process may take the message. */
  locked_until: string | null;
  /** Which claim holds the lease, so a late sender cannot update a message it lost. */
  lock_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON of the message's files (mailAttachmentsColumn.ts); null when it has none. */
  attachments: string | null;
}
