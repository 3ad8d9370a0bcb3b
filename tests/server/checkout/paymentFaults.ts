import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import type { CheckoutPayments } from '../../../src/server/checkout/app/checkoutPayments';
import { openDatabase } from '../../../src/server/database/connection';
import type { Database } from '../../../src/server/database/schema';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import type { PaymentEvent, PaymentGateway } from '../../../src/server/payments/app/PaymentGateway';
import type { TestApp } from '../support/testApp';
import { XsrfClient } from '../support/xsrfClient';
import { bearer, EU_BUYER, familyItem, paymentMethod } from './checkoutClient';

/**
 * Faults injected right after a step that succeeded, read when the step runs, so a test sets
 * them just before the call it breaks. 'stop' leaves the call unanswered for ever: nothing
 * after it runs in that server, as if its process had stopped there.
 */
export interface PaymentFaults {
  /** After the card processor charged (or declined) a new intent. */
  afterCreate?: 'stop';
  /** After the processor charged an intent whose 3-D Secure challenge was approved. */
  afterConfirm?: 'stop';
  /** The card's digits for the invoice: the first step after the order is paid. */
  cardDigits?: 'throw' | 'stop';
}

/** The signature header the tests' webhook calls carry, standing in for Stripe's. */
export const TEST_WEBHOOK_SIGNATURE = 't=0,v1=test-double';

const never = <T>() => new Promise<T>(() => undefined);

/**
 * The card processor config chose (the test cards), with `faults` after its calls, and a
 * webhook check that accepts the events the tests deliver: the offline gateway has no
 * webhooks, and Stripe's would need its servers.
 */
export function faultyPayments(faults: PaymentFaults = {}) {
  return (chosen: CheckoutPayments): CheckoutPayments => {
    const real = chosen.gateway;
    const gateway: PaymentGateway = {
      createPaymentIntent: async (request) => {
        const intent = await real.createPaymentIntent(request);
        return faults.afterCreate === 'stop' ? never() : intent;
      },
      retrievePaymentIntent: (ref) => real.retrievePaymentIntent(ref),
      findPaymentIntent: (lookup) => real.findPaymentIntent(lookup),
      confirmAfterAction: async (ref) => {
        const intent = await real.confirmAfterAction(ref);
        return faults.afterConfirm === 'stop' ? never() : intent;
      },
      verifyWebhook: (rawBody, signature) =>
        signature === TEST_WEBHOOK_SIGNATURE ? (JSON.parse(String(rawBody)) as PaymentEvent) : null,
      clientConfig: (isUsOrder) => real.clientConfig(isUsOrder),
      refund: (request) => real.refund(request),
      retrieveRefund: (ref) => real.retrieveRefund(ref),
    };
    return {
      gateway,
      testCards: chosen.testCards,
      cardLast4: async (id) => {
        if (faults.cardDigits === 'throw') throw new Error('injected fault: no card digits');
        if (faults.cardDigits === 'stop') return never();
        return chosen.cardLast4(id);
      },
      cardCountry: chosen.cardCountry,
    };
  };
}

/** A database write that fails, as a trigger: the application code runs unchanged. */
export type WriteFault = 'record the intent' | 'mark the order paid' | 'queue an e-mail';

const WRITE_FAULTS: Record<WriteFault, { table: string; event: string; when: string }> = {
  'record the intent': {
    table: 'payment_attempts',
    event: 'UPDATE OF payment_intent_id',
    when: 'NEW.payment_intent_id IS NOT NULL',
  },
  'mark the order paid': {
    table: 'orders',
    event: 'UPDATE OF status',
    when: "NEW.status = 'paid'",
  },
  'queue an e-mail': { table: 'mail_queue', event: 'INSERT', when: '1 = 1' },
};

/** Makes every such write fail until the answered function removes the fault. */
export async function injectWriteFault(
  testApp: TestApp,
  fault: WriteFault,
): Promise<() => Promise<void>> {
  const { db, dialect } = testApp.database;
  const { table, event, when } = WRITE_FAULTS[fault];
  if (dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER injected_fault BEFORE ${event} ON ${table} WHEN ${when} ` +
          `BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
      )
      .execute(db);
    return async () => void (await sql.raw('DROP TRIGGER injected_fault').execute(db));
  }
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql ` +
        `AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER injected_fault BEFORE ${event} ON ${table} FOR EACH ROW ` +
        `WHEN (${when}) EXECUTE FUNCTION injected_fault()`,
    )
    .execute(db);
  return async () => void (await sql.raw(`DROP TRIGGER injected_fault ON ${table}`).execute(db));
}

/** A server of its own on the test app's database, as a second process would be. */
export interface Server {
  app: FastifyInstance;
  api: XsrfClient;
  db: Kysely<Database>;
}

export function serverOf(testApp: TestApp): Server {
  return { app: testApp.app, api: testApp.api, db: testApp.database.db };
}

/** Another server process on the same database: what runs after the first one stopped. */
export async function anotherServer(
  testApp: TestApp,
  logs?: string[],
): Promise<Server & { close(): Promise<void> }> {
  const database = openDatabase(testApp.config.database);
  const app = await buildApp(
    { ...testApp.config, logLevel: logs ? 'info' : 'silent' },
    {
      database,
      startMailWorker: false,
      payments: faultyPayments(),
      logStream: logs ? { write: (line: string) => void logs.push(line) } : undefined,
    },
  );
  await app.ready();
  return { app, api: new XsrfClient(app), db: database.db, close: () => app.close() };
}

export interface Buyer {
  email: string;
  token: string;
}

/** A checkout of one family, under a checkout key of its own so that retries find its order. */
export async function checkoutBody(server: Server, buyer: Buyer, card: string) {
  return {
    cart: { items: [familyItem('eb-garamond')] },
    payment_method_id: await paymentMethod(server, buyer.token, card),
    user: { personal_info: EU_BUYER },
    stripe_payment_intent: `ck_fault-${buyer.email.replace(/\W/g, '-')}-0123456789`,
  };
}

export type CheckoutBodyOf = Awaited<ReturnType<typeof checkoutBody>>;

export function postCheckout(server: Server, buyer: Buyer, body: CheckoutBodyOf) {
  return server.api.post('/checkout', body, { headers: bearer(buyer.token) });
}

/** What the buyer's orders came to: their states, the charges made, the e-mails queued. */
export async function outcomeOf(db: Kysely<Database>, buyer: Buyer) {
  const orders = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.status'])
    .where('users.email', '=', buyer.email)
    .execute();
  const ids = new Set(orders.map((order) => order.id));
  const intents = await db
    .selectFrom('test_payment_intents')
    .select(['status', 'metadata_json'])
    .execute();
  const charges = intents.filter((intent) => {
    const metadata = JSON.parse(intent.metadata_json) as { order_id?: string };
    return intent.status === 'succeeded' && ids.has(metadata.order_id ?? '');
  });
  const mail = await db
    .selectFrom('mail_queue')
    .select('subject')
    .where('recipient', '=', buyer.email)
    .execute();
  return {
    statuses: orders.map((order) => order.status),
    charges: charges.length,
    confirmations: mail.filter((message) => / order #/.test(message.subject)).length,
  };
}

/** The buyer's one order. */
export async function orderOf(db: Kysely<Database>, buyer: Buyer) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .where('users.email', '=', buyer.email)
    .executeTakeFirstOrThrow();
}

/** Waits until `condition` holds: a stopped server's last step is not awaited by anyone. */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Time passes: the buyer's payment attempts were made a minute ago. */
export async function aMinuteLater(db: Kysely<Database>, buyer: Buyer): Promise<void> {
  const order = await orderOf(db, buyer);
  await db
    .updateTable('payment_attempts')
    .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
    .where('order_id', '=', order.id)
    .execute();
}

/** Stripe's word on the buyer's charge, delivered to `server`'s webhook. */
export async function deliverWebhook(server: Server, buyer: Buyer) {
  const order = await orderOf(server.db, buyer);
  const rows = await server.db.selectFrom('test_payment_intents').selectAll().execute();
  const row = rows.find(
    (intent) => (JSON.parse(intent.metadata_json) as { order_id?: string }).order_id === order.id,
  );
  if (!row) throw new Error('no intent for the order');
  const intent = await server.app.checkout.gateway.retrievePaymentIntent({
    id: row.id,
    isUsOrder: false,
  });
  const type =
    intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': TEST_WEBHOOK_SIGNATURE },
    payload: JSON.stringify({ id: `evt_${row.id}`, type, paymentIntent: intent }),
  });
}

/** The housekeeping sweep on `server`, an hour from now (past PAYMENT_RECONCILE_AFTER_MINUTES). */
export async function sweepLater(server: Server, testApp: TestApp) {
  return sweep(server.app.staleRecords, {
    ...sweepOptionsFrom(testApp.config, server.app.checkout.reconciler),
    now: new Date(Date.now() + 60 * 60_000),
  });
}
