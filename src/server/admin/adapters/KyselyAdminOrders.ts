import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { OrderParty } from '../../orders/app/OrderParty';
import { containsLower } from './containsLower';
import type { AdminOrders, OrderBackground, OrderSearch, OrderSummary } from '../app/AdminOrders';

function partyOf(json: string): { name: string; company: string | null } {
  const party = JSON.parse(json) as Partial<OrderParty>;
  return { name: party.name ?? '', company: party.company ?? null };
}

/**
 * Orders as the back office searches them. Names and companies live in the order's stored
 * billing JSON, so the text search matches inside it (lower-cased on both databases: SQLite's
 * LIKE ignores case, PostgreSQL's does not).
 */
export class KyselyAdminOrders implements AdminOrders {
  constructor(private readonly db: Kysely<Database>) {}

  async search(search: OrderSearch): Promise<{ orders: OrderSummary[]; total: number }> {
    let query = this.db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
    const text = search.text?.trim();
    if (text) {
      query = query.where((eb) =>
        eb.or([
          containsLower(eb, 'orders.id', text),
          containsLower(eb, 'users.email', text),
          containsLower(eb, 'orders.billing_json', text),
          containsLower(eb, 'orders.licensee_json', text),
        ]),
      );
    }
    if (search.discountCode) {
      query = query.where('orders.discount_code_counted', '=', search.discountCode);
    }
    if (search.status) query = query.where('orders.status', '=', search.status);
    if (search.from) query = query.where('orders.created_at', '>=', `${search.from}T00:00:00`);
    if (search.to) query = query.where('orders.created_at', '<=', `${search.to}T23:59:59.999Z`);
    const [rows, count] = await Promise.all([
      query
        .select([
          'orders.id',
          'orders.status',
          'orders.created_at',
          'orders.billing_json',
          'orders.total_cents',
          'orders.currency',
          'users.email',
        ])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id')
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.count),
      orders: rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.created_at,
        email: row.email,
        ...partyOf(row.billing_json),
        totalCents: Number(row.total_cents),
        currency: row.currency,
      })),
    };
  }

  async background(orderId: string): Promise<OrderBackground | undefined> {
    const owner = await this.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['users.id', 'users.email'])
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!owner) return undefined;
    const [attempts, mails] = await Promise.all([
      this.db
        .selectFrom('payment_attempts')
        .select(['attempt', 'amount_cents', 'currency', 'payment_intent_id', 'created_at'])
        .where('order_id', '=', orderId)
        .orderBy('attempt')
        .execute(),
      this.db
        .selectFrom('mail_queue')
        .select(['subject', 'recipient', 'status', 'created_at', 'sent_at'])
        .where('recipient', '=', owner.email)
        .where((eb) =>
          eb.or([
            // An order number is digits, a dash and capitals: nothing LIKE reads as a wildcard.
            eb('subject', 'like', `%${orderId}%`),
            eb('text_body', 'like', `%${orderId}%`),
          ]),
        )
        .orderBy('created_at')
        .execute(),
    ]);
    return {
      customer: { id: owner.id, email: owner.email },
      paymentAttempts: attempts.map((row) => ({
        attempt: Number(row.attempt),
        amountCents: Number(row.amount_cents),
        currency: row.currency,
        paymentIntentId: row.payment_intent_id,
        createdAt: row.created_at,
      })),
      emails: mails.map((row) => ({
        subject: row.subject,
        recipient: row.recipient,
        status: row.status,
        createdAt: row.created_at,
        sentAt: row.sent_at,
      })),
    };
  }

  async correctLicensee(orderId: string, licensee: OrderParty, reissuedAt: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({
        licensee_json: JSON.stringify(licensee),
        documents_reissued_at: reissuedAt,
        updated_at: reissuedAt,
      })
      .where('id', '=', orderId)
      .execute();
  }
}
