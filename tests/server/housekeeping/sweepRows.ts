import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../src/server/database/schema';
import type { MailQueueStatus } from '../../../src/server/database/tables/mailQueueTables';
import type { OrdersTable } from '../../../src/server/database/tables/orderTables';
import { hashSecretToken, newSecretToken } from '../../../src/server/security/secretTokens';

const DAY_MS = 86_400_000;

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** An order of the user with this e-mail, as checkout would store it; answers its id. */
export async function insertOrder(
  db: Kysely<Database>,
  email: string,
  fields: Partial<Insertable<OrdersTable>> = {},
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const id = `TEST-${newSecretToken().slice(0, 8)}`;
  await db
    .insertInto('orders')
    .values({
      id,
      user_id: user.id,
      checkout_key_hash: hashSecretToken(newSecretToken()),
      status: 'pending',
      payment_attempt: 1,
      is_us_order: 0,
      currency: 'USD',
      subtotal_cents: 5000,
      discount_cents: 0,
      us_sales_tax_cents: 0,
      us_sales_tax_percentage: 0,
      total_cents: 5000,
      priced_cart_json: '{}',
      billing_json: '{}',
      licensee_json: '{}',
      third_party_order: 0,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .execute();
  return id;
}

/**
 * A queued message written straight into the table: one enqueued through MailQueue could be
 * claimed and sent by the app's worker while the test rewrites it. Never due, so the worker
 * leaves even a pending one alone.
 */
export async function insertMail(
  db: Kysely<Database>,
  status: MailQueueStatus,
  createdAt: string,
): Promise<string> {
  const id = newSecretToken();
  await db
    .insertInto('mail_queue')
    .values({
      id,
      recipient: 'customer@fieldwork.example',
      subject: 'Your order',
      text_body: 'Thank you.',
      html_body: '<p>Thank you.</p>',
      status,
      attempts: status === 'pending' ? 0 : 1,
      next_attempt_at: '9999-12-31T00:00:00.000Z',
      locked_until: null,
      lock_id: null,
      last_error: status === 'failed' ? 'mailbox unavailable' : null,
      created_at: createdAt,
      sent_at: status === 'sent' ? createdAt : null,
      attachments: null,
    })
    .execute();
  return id;
}
