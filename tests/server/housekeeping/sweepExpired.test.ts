import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyAccountRepository } from '../../../src/server/accounts/adapters/KyselyAccountRepository';
import { KyselyEmailChangeLinks } from '../../../src/server/accounts/adapters/KyselyEmailChangeLinks';
import { KyselyPasswordResets } from '../../../src/server/accounts/adapters/KyselyPasswordResets';
import { KyselyStaleRecords } from '../../../src/server/housekeeping/adapters/KyselyStaleRecords';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { KyselyMailQueue } from '../../../src/server/mail/adapters/KyselyMailQueue';
import { KyselyTestPaymentStore } from '../../../src/server/payments/adapters/KyselyTestPaymentStore';
import { TestCardPaymentGateway } from '../../../src/server/payments/app/TestCardPaymentGateway';
import { hashSecretToken } from '../../../src/server/security/secretTokens';
import { KyselyTrialDownloads } from '../../../src/server/trials/adapters/KyselyTrialDownloads';
import { bearer, registerUser } from '../accounts/accountClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { daysAgo, insertMail, insertOrder } from './sweepRows';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const runSweep = () => sweep(testApp.app.staleRecords, sweepOptionsFrom(testApp.config));

async function userIdOf(email: string): Promise<string> {
  const user = await db()
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

async function sessionHashesOf(userId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .orderBy('token_hash')
    .execute();
  return rows.map((row) => row.token_hash);
}

describe('the sweep of sessions', () => {
  it('removes expired logins and keeps the live ones working', async () => {
    const email = 'sessions@fieldwork.example';
    const live = await registerUser(testApp, email);
    const userId = await userIdOf(email);
    const expired = await testApp.app.appContext.accounts.openSession(userId);
    await db()
      .updateTable('sessions')
      .set({ expires_at: daysAgo(1 / 24) })
      .where('token_hash', '=', hashSecretToken(expired))
      .execute();

    expect(await runSweep()).toMatchObject({ sessions: 1 });

    expect(await sessionHashesOf(userId)).toEqual([hashSecretToken(live)]);
    expect((await testApp.api.get('/me', { headers: bearer(live) })).statusCode).toBe(200);
  });

  it('are deleted in batches until none is left', async () => {
    const email = 'many-sessions@fieldwork.example';
    const live = await registerUser(testApp, email);
    const userId = await userIdOf(email);
    for (let i = 0; i < 5; i++) await testApp.app.appContext.accounts.openSession(userId);
    await db()
      .updateTable('sessions')
      .set({ expires_at: daysAgo(1) })
      .where('user_id', '=', userId)
      .where('token_hash', '!=', hashSecretToken(live))
      .execute();

    const removed = await new KyselyStaleRecords(db(), 2).deleteExpiredSessions(daysAgo(0));

    expect(removed).toBe(5);
    expect(await sessionHashesOf(userId)).toEqual([hashSecretToken(live)]);
  });
});

describe('the sweep of password reset codes', () => {
  it('removes used and expired codes and keeps a code still to be used', async () => {
    const email = 'resets@fieldwork.example';
    await registerUser(testApp, email);
    const userId = await userIdOf(email);
    const mailQueue = new KyselyMailQueue(db());
    const resets = new KyselyPasswordResets(
      db(),
      new KyselyAccountRepository(db(), mailQueue),
      mailQueue,
    );
    const used = await resets.createCode(userId);
    expect(await resets.consume(used)).toBe(userId);
    // A new code withdraws the user's others, so the expired one belongs to someone else.
    await registerUser(testApp, 'resets-expired@fieldwork.example');
    const expired = await resets.createCode(await userIdOf('resets-expired@fieldwork.example'));
    await db()
      .updateTable('password_resets')
      .set({ created_at: daysAgo(1), expires_at: daysAgo(1 / 48) })
      .where('code_hash', '=', hashSecretToken(expired))
      .execute();
    const unused = await resets.createCode(userId);

    expect(await runSweep()).toMatchObject({ passwordResets: 2 });

    const left = await db()
      .selectFrom('password_resets')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([{ code_hash: hashSecretToken(unused) }]);
    expect(await resets.consume(unused)).toBe(userId);
  });
});

describe('the sweep of e-mail change links', () => {
  it('removes used and expired links and keeps a link still to be opened', async () => {
    const mailQueue = new KyselyMailQueue(db());
    const links = new KyselyEmailChangeLinks(
      db(),
      new KyselyAccountRepository(db(), mailQueue),
      mailQueue,
    );
    const issue = async (email: string, at: Date) => {
      await registerUser(testApp, email);
      let code = '';
      await links.issue(await userIdOf(email), `new-${email}`, at, (issued) => {
        code = issued;
        return { to: `new-${email}`, subject: 'link', text: issued, html: issued };
      });
      return code;
    };
    const notice = (to: string) => ({ to, subject: 'moved', text: '', html: '' });
    const used = await issue('links-used@fieldwork.example', new Date());
    expect((await links.confirm(used, new Date(), notice)).status).toBe('changed');
    await issue('links-expired@fieldwork.example', new Date(daysAgo(2)));
    const open = await issue('links-open@fieldwork.example', new Date());

    expect(await runSweep()).toMatchObject({ emailChangeLinks: 2 });

    const left = await db().selectFrom('email_change_links').select('code_hash').execute();
    expect(left).toEqual([{ code_hash: hashSecretToken(open) }]);
  });
});

describe('the sweep of the mail queue', () => {
  it('removes sent mail after 30 days and undelivered mail after 180, never pending mail', async () => {
    const staleSent = await insertMail(db(), 'sent', daysAgo(31));
    const recentSent = await insertMail(db(), 'sent', daysAgo(29));
    const staleFailed = await insertMail(db(), 'failed', daysAgo(181));
    const recentFailed = await insertMail(db(), 'failed', daysAgo(31));
    const oldPending = await insertMail(db(), 'pending', daysAgo(400));

    expect(await runSweep()).toMatchObject({ sentMail: 1, failedMail: 1 });

    const left = await db()
      .selectFrom('mail_queue')
      .select('id')
      .where('id', 'in', [staleSent, recentSent, staleFailed, recentFailed, oldPending])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recentSent, recentFailed, oldPending].sort());
  });

  it('keeps sent mail as long as SENT_MAIL_RETENTION_DAYS says', async () => {
    const sent = await insertMail(db(), 'sent', daysAgo(8));
    const options = sweepOptionsFrom(testApp.config);

    await sweep(testApp.app.staleRecords, {
      ...options,
      retention: { ...options.retention, sentMailDays: 10 },
    });
    expect(await mailExists(sent)).toBe(true);
    await sweep(testApp.app.staleRecords, {
      ...options,
      retention: { ...options.retention, sentMailDays: 7 },
    });
    expect(await mailExists(sent)).toBe(false);
  });

  async function mailExists(id: string): Promise<boolean> {
    const row = await db()
      .selectFrom('mail_queue')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
});

describe('the sweep of trial download links', () => {
  it('removes links 30 days after they expired; until then they answer "expired"', async () => {
    const request = { email: 'trial@fieldwork.example', name: 'Tria Lee' };
    const trialDownloads = new KyselyTrialDownloads(db());
    const longExpired = await trialDownloads.create(request);
    const justExpired = await trialDownloads.create(request);
    await trialDownloads.create(request); // still valid: not the sweep's business
    const expireAt = async (token: string, when: string) =>
      db()
        .updateTable('trial_downloads')
        .set({ expires_at: when })
        .where('token_hash', '=', hashSecretToken(token))
        .execute();
    await expireAt(longExpired, daysAgo(31));
    await expireAt(justExpired, daysAgo(29));

    expect(await runSweep()).toMatchObject({ trialDownloads: 1 });

    expect((await testApp.api.get(`/trials/${longExpired}.zip`)).statusCode).toBe(404);
    expect((await testApp.api.get(`/trials/${justExpired}.zip`)).statusCode).toBe(410);
    const left = await db()
      .selectFrom('trial_downloads')
      .select('token_hash')
      .where('email', '=', request.email)
      .execute();
    expect(left).toHaveLength(2);
  });
});

describe("the sweep of the test-card gateway's records", () => {
  it('removes week-old methods and intents no order refers to, and keeps an order’s', async () => {
    const store = new KyselyTestPaymentStore(db());
    const gateway = new TestCardPaymentGateway(store);
    const paymentMethod = async () => {
      const made = await gateway.createTestPaymentMethod({
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 2,
        cvc: '123',
      });
      if (!made.ok) throw new Error(made.errors.map((error) => error.message).join());
      return made.paymentMethod.id;
    };
    const charge = (paymentMethodId: string, idempotencyKey: string) =>
      gateway.createPaymentIntent({
        amountCents: 5000,
        currency: 'usd',
        idempotencyKey,
        paymentMethodId,
        metadata: {},
        isUsOrder: false,
      });
    const paidWith = await paymentMethod();
    const paid = await charge(paidWith, 'sweep-paid-order');
    const abandonedWith = await paymentMethod();
    const abandoned = await charge(abandonedWith, 'sweep-abandoned-checkout');
    const enteredToday = await paymentMethod();
    // Entered a week ago, charged only today: the intent still names it.
    const chargedToday = await paymentMethod();
    await charge(chargedToday, 'sweep-late-checkout');
    const email = 'test-cards@fieldwork.example';
    await registerUser(testApp, email);
    await insertOrder(db(), email, {
      status: 'paid',
      payment_method_id: paidWith,
      payment_intent_id: paid.id,
      paid_at: daysAgo(8),
    });
    // Charged under an attempt whose server stopped before recording the intent.
    const unrecordedWith = await paymentMethod();
    const unrecordedOrder = await insertOrder(db(), email, { payment_method_id: unrecordedWith });
    const unrecorded = await charge(unrecordedWith, `order-${unrecordedOrder}-attempt-1`);
    await db()
      .insertInto('payment_attempts')
      .values({
        order_id: unrecordedOrder,
        attempt: 1,
        idempotency_key: `order-${unrecordedOrder}-attempt-1`,
        payment_method_id: unrecordedWith,
        amount_cents: 5000,
        currency: 'usd',
        is_us_order: 0,
        payment_intent_id: null,
        created_at: daysAgo(8),
        updated_at: daysAgo(8),
      })
      .execute();
    await db()
      .updateTable('test_payment_methods')
      .set({ created_at: daysAgo(8) })
      .where('id', 'in', [paidWith, abandonedWith, chargedToday, unrecordedWith])
      .execute();
    await db()
      .updateTable('test_payment_intents')
      .set({ created_at: daysAgo(8) })
      .where('id', 'in', [paid.id, abandoned.id, unrecorded.id])
      .execute();

    expect(await runSweep()).toMatchObject({ testPayments: 2 });

    // The invoice still finds the card's last digits; the order's payment still answers.
    expect((await store.findPaymentMethod(paidWith))?.last4).toBe('4242');
    expect(await gateway.retrievePaymentIntent({ id: paid.id, isUsOrder: false })).toMatchObject({
      status: 'succeeded',
    });
    expect(await store.findIntent(abandoned.id)).toBeNull();
    expect(await store.findPaymentMethod(abandonedWith)).toBeNull();
    expect(await store.findPaymentMethod(enteredToday)).not.toBeNull();
    expect(await store.findPaymentMethod(chargedToday)).not.toBeNull();
    expect(await store.findIntent(unrecorded.id)).not.toBeNull();
    expect(await store.findPaymentMethod(unrecordedWith)).not.toBeNull();
  });
});
