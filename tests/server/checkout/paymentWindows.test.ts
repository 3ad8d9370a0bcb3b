import { cp, mkdtemp, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import type { TestApp } from '../support/testApp';
import { bearer, CARDS, createCheckoutTestApp, newCustomer, paymentMethod } from './checkoutClient';
import {
  aMinuteLater,
  anotherServer,
  checkoutBody,
  deliverWebhook,
  faultyPayments,
  injectWriteFault,
  orderOf,
  outcomeOf,
  postCheckout,
  serverOf,
  sweepLater,
  until,
  type Buyer,
  type CheckoutBodyOf,
  type PaymentFaults,
  type Server,
} from './paymentFaults';

/*
 * Each window between "the card processor charged" and "the customer has a paid order and
 * its e-mail", broken right after the step that succeeded, once by a thrown error (a database
 * write that fails) and once by a server that stops there. Whatever settles it afterwards (the
 * browser's retry, Stripe's webhook, the housekeeping sweep), the buyer ends with one paid
 * order, one charge and one confirmation e-mail.
 */

const faults: PaymentFaults = {};
let testApp: TestApp;
let first: Server;

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ deps: { payments: faultyPayments(faults) } });
  first = serverOf(testApp);
});
afterEach(() => {
  for (const key of Object.keys(faults)) delete faults[key as keyof PaymentFaults];
});
afterAll(async () => testApp.close());

const ONE_PAID_ORDER = { statuses: ['paid'], charges: 1, confirmations: 1 };

type Recovery = 'retry' | 'webhook' | 'sweep';

/** What settles the order afterwards, on `server`. */
async function recover(
  recovery: Recovery,
  server: Server,
  buyer: Buyer,
  body: CheckoutBodyOf,
): Promise<void> {
  if (recovery === 'retry') {
    // The browser's next pay click: the same checkout, a new payment method from the card field.
    const again = {
      ...body,
      payment_method_id: await paymentMethod(server, buyer.token, CARDS.succeeds),
    };
    const response = await postCheckout(server, buyer, again);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ order_id: (await orderOf(server.db, buyer)).id });
  } else if (recovery === 'webhook') {
    expect((await deliverWebhook(server, buyer)).statusCode).toBe(200);
  } else {
    await sweepLater(server, testApp);
  }
}

/** Runs `recover` on a server started after the first one stopped, then stops it. */
async function recoverElsewhere(recovery: Recovery, buyer: Buyer, body: CheckoutBodyOf) {
  const second = await anotherServer(testApp);
  try {
    await recover(recovery, second, buyer, body);
  } finally {
    await second.close();
  }
}

const RECOVERIES: Recovery[] = ['retry', 'webhook', 'sweep'];

describe('charged, the intent not recorded', () => {
  it.each(RECOVERIES)('a failed write is settled by the %s', async (recovery) => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    const removeFault = await injectWriteFault(testApp, 'record the intent');
    const response = await postCheckout(first, buyer, body);
    await removeFault();
    expect(response.statusCode).toBe(500);
    expect(await outcomeOf(first.db, buyer)).toEqual({
      statuses: ['pending'],
      charges: 1,
      confirmations: 0,
    });
    await aMinuteLater(first.db, buyer);
    await recover(recovery, first, buyer, body);
    expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
  });

  it.each(RECOVERIES)('a stopped server is settled by the %s on another', async (recovery) => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    faults.afterCreate = 'stop';
    void postCheckout(first, buyer, body);
    await until(async () => (await outcomeOf(first.db, buyer)).charges === 1);
    await aMinuteLater(first.db, buyer);
    await recoverElsewhere(recovery, buyer, body);
    expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
  });

  it('a declined card whose server stopped leaves the order failed, then abandoned, after the sweep', async () => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.declined);
    faults.afterCreate = 'stop';
    void postCheckout(first, buyer, body);
    await until(async () =>
      (await first.db.selectFrom('payment_attempts').selectAll().execute()).some(
        (attempt) => attempt.payment_method_id === body.payment_method_id,
      ),
    );
    await recoverElsewhere('sweep', buyer, body);
    // The sweep runs an hour on, past CODE_HOLD_MINUTES: the failed order is abandoned too.
    expect(await outcomeOf(first.db, buyer)).toEqual({
      statuses: ['abandoned'],
      charges: 0,
      confirmations: 0,
    });
  });
});

describe('charged and recorded, the order not paid', () => {
  it.each(RECOVERIES)('a failed write is settled by the %s', async (recovery) => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    const removeFault = await injectWriteFault(testApp, 'mark the order paid');
    const response = await postCheckout(first, buyer, body);
    await removeFault();
    expect(response.statusCode).toBe(500);
    expect((await orderOf(first.db, buyer)).payment_intent_id).toMatch(/^pi_test_/);
    await recover(recovery, first, buyer, body);
    expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
  });

  it.each<Recovery | 'confirm again'>(['confirm again', 'webhook', 'sweep'])(
    'a server stopped after the 3-D Secure charge is settled by the %s on another',
    async (recovery) => {
      const buyer = await newCustomer(testApp);
      const body = await checkoutBody(first, buyer, CARDS.threeDSecure);
      const answer = (await postCheckout(first, buyer, body)).json<{
        order_id: string;
        payment_intent_client_secret: string;
      }>();
      await first.api.post('/payments/test-challenge', {
        payment_intent_client_secret: answer.payment_intent_client_secret,
        approve: true,
      });
      faults.afterConfirm = 'stop';
      const confirm = { order_id: answer.order_id };
      void first.api.post('/payment/confirm', confirm, { headers: bearer(buyer.token) });
      await until(async () => (await outcomeOf(first.db, buyer)).charges === 1);
      if (recovery === 'confirm again') {
        const second = await anotherServer(testApp);
        try {
          const response = await second.api.post('/payment/confirm', confirm, {
            headers: bearer(buyer.token),
          });
          expect(response.json()).toEqual({ order_id: answer.order_id });
        } finally {
          await second.close();
        }
      } else {
        await recoverElsewhere(recovery, buyer, body);
      }
      expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
    },
  );
});

describe('paid, the confirmation e-mail not queued', () => {
  it.each<Recovery>(['webhook', 'sweep'])(
    'a failed write leaves the order paid, and the %s sends the e-mail',
    async (recovery) => {
      const buyer = await newCustomer(testApp);
      const body = await checkoutBody(first, buyer, CARDS.succeeds);
      const removeFault = await injectWriteFault(testApp, 'queue an e-mail');
      const response = await postCheckout(first, buyer, body);
      await removeFault();
      expect(response.statusCode).toBe(200);
      expect(await outcomeOf(first.db, buyer)).toEqual({
        statuses: ['paid'],
        charges: 1,
        confirmations: 0,
      });
      await recover(recovery, first, buyer, body);
      expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
    },
  );

  it('an invoice that cannot be built holds nothing back, and is built on download', async () => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    faults.cardDigits = 'throw';
    const response = await postCheckout(first, buyer, body);
    expect(response.statusCode).toBe(200);
    expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
    const [mail] = await first.db
      .selectFrom('mail_queue')
      .select('attachments')
      .where('recipient', '=', buyer.email)
      .execute();
    expect(mail?.attachments).toBeNull();
    delete faults.cardDigits;
    const invoice = await first.api.get(`/orders/${response.json().order_id}/invoice.pdf`, {
      headers: bearer(buyer.token),
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each<Recovery>(['webhook', 'sweep'])(
    'a server stopped while building the invoice: the %s on another sends the e-mail',
    async (recovery) => {
      const buyer = await newCustomer(testApp);
      const body = await checkoutBody(first, buyer, CARDS.succeeds);
      faults.cardDigits = 'stop';
      void postCheckout(first, buyer, body);
      await until(
        async () => (await orderOf(first.db, buyer).catch(() => null))?.status === 'paid',
      );
      await recoverElsewhere(recovery, buyer, body);
      expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
    },
  );
});

describe('the sweep', () => {
  it('settles once when several servers sweep at once, and logs the order', async () => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    faults.afterCreate = 'stop';
    void postCheckout(first, buyer, body);
    await until(async () => (await outcomeOf(first.db, buyer)).charges === 1);
    const logs: string[] = [];
    // Two SQLite connections in one process deadlock (each waits synchronously for the
    // other's lock): there, two sweeps share one server's connection and interleave.
    const count = testApp.database.dialect === 'sqlite' ? 1 : 2;
    const servers = await Promise.all(
      Array.from({ length: count }, () => anotherServer(testApp, logs)),
    );
    try {
      const sweepers = [servers[0], servers[servers.length - 1]] as Server[];
      const reports = await Promise.all(sweepers.map((server) => sweepLater(server, testApp)));
      expect(reports.map((report) => report.paidOrders).sort()).toEqual([0, 1]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(await outcomeOf(first.db, buyer)).toEqual(ONE_PAID_ORDER);
    const order = await orderOf(first.db, buyer);
    const settled = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.order_id === order.id && line.status === 'paid');
    expect(settled).toEqual([
      expect.objectContaining({
        msg: 'payments: settled a pending order (paid)',
        payment_intent_id: order.payment_intent_id,
      }),
    ]);
    expect(logs.join('\n')).not.toContain('_secret_');
  });

  it('leaves a charge younger than PAYMENT_RECONCILE_AFTER_MINUTES to its checkout', async () => {
    const buyer = await newCustomer(testApp);
    const body = await checkoutBody(first, buyer, CARDS.succeeds);
    faults.afterCreate = 'stop';
    void postCheckout(first, buyer, body);
    await until(async () => (await outcomeOf(first.db, buyer)).charges === 1);
    const second = await anotherServer(testApp);
    try {
      await sweep(
        second.app.staleRecords,
        sweepOptionsFrom(testApp.config, second.app.checkout.reconciler),
      );
    } finally {
      await second.close();
    }
    expect(await outcomeOf(first.db, buyer)).toEqual({
      statuses: ['pending'],
      charges: 1,
      confirmations: 0,
    });
  });
});

describe('before the charge', () => {
  let eulaApp: TestApp;
  let content: string;
  let licences: string;

  beforeAll(async () => {
    // The content as it is, but for a licences folder of this test's own.
    content = await mkdtemp(path.join(tmpdir(), 'foundry-content-'));
    for (const entry of await readdir('content')) {
      if (entry !== 'licences')
        await symlink(path.resolve('content', entry), path.join(content, entry));
    }
    licences = path.join(content, 'licences');
    await cp(path.resolve('content', 'licences'), licences, { recursive: true });
    vi.stubEnv('CONTENT_DIR', content);
    try {
      eulaApp = await createCheckoutTestApp();
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(async () => {
    await eulaApp.close();
    await rm(content, { recursive: true, force: true }); // the links, not what they link to
  });

  it('reads the EULA before charging: when it cannot, nothing is charged', async () => {
    const server = serverOf(eulaApp);
    const buyer = await newCustomer(eulaApp);
    const body = await checkoutBody(server, buyer, CARDS.succeeds);
    const eula = path.join(licences, 'eula.txt');
    await rename(eula, `${eula}.away`);
    const refused = await postCheckout(server, buyer, body);
    await rename(`${eula}.away`, eula);
    expect(refused.statusCode).toBe(500);
    expect(await outcomeOf(server.db, buyer)).toEqual({
      statuses: [],
      charges: 0,
      confirmations: 0,
    });
    const paid = await postCheckout(server, buyer, body);
    expect(paid.statusCode).toBe(200);
    expect(await outcomeOf(server.db, buyer)).toEqual(ONE_PAID_ORDER);
    expect((await orderOf(server.db, buyer)).licence_text).toBe(await readFile(eula, 'utf8'));
  });
});
