import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyDiscountCodeLookup } from '../../../src/server/discounts/adapters/KyselyDiscountCodeLookup';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { bearer } from '../accounts/accountClient';
import { CartClient, item } from '../cart/cartClient';
import { CARDS, checkout, familyItem, newCustomer, SWISS_BUYER } from '../checkout/checkoutClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { daysAgo, insertOrder } from './sweepRows';

let testApp: TestApp;
let codes: KyselyDiscountCodeLookup;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '10000', CODE_HOLD_MINUTES: '30' },
    deps: { startMailWorker: false },
  });
  codes = new KyselyDiscountCodeLookup(testApp.database.db);
});
afterAll(async () => testApp.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const runSweep = () => sweep(testApp.app.staleRecords, sweepOptionsFrom(testApp.config));

async function oneUseCode(code: string, uses: number) {
  await codes.create({
    code,
    kind: 'percent',
    percent: 20,
    amountCents: null,
    expiresOn: null,
    maxUses: 1,
    typefaces: null,
  });
  await testApp.database.db
    .updateTable('discount_codes')
    .set({ uses })
    .where('code', '=', code)
    .execute();
}

async function statusOf(id: string) {
  const row = await testApp.database.db
    .selectFrom('orders')
    .select(['status', 'discount_code_counted'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

async function emailOf(token: string) {
  const me = await testApp.api.get('/me', { headers: bearer(token) });
  return me.json<{ email: string }>().email;
}

describe('the sweep of orders no payment is under way for', () => {
  it('abandons an order refused before its payment, giving back its code, upgrades and cart', async () => {
    await oneUseCode('ORPHAN', 1);
    const { token } = await newCustomer(testApp);
    const email = await emailOf(token);
    const laptop = new CartClient(testApp, bearer(token));
    const phone = new CartClient(testApp, bearer(token));
    await laptop.putCart({ items: [item('families', 'eb-garamond', { desktop: 0 })] });
    await phone.putCart({ items: [item('families', 'literata', { desktop: 0 })] });
    await testApp.database.db
      .updateTable('carts')
      .set({ updated_at: daysAgo(90) })
      .execute();
    const stale = await insertOrder(testApp.database.db, email, {
      discount_code_counted: 'ORPHAN',
      updated_at: minutesAgo(31),
    });
    const paidOrder = await insertOrder(testApp.database.db, email, { status: 'paid' });
    await testApp.database.db
      .insertInto('order_line_upgrades')
      .values({ order_id: paidOrder, line: 0, upgrade_order_id: stale, created_at: minutesAgo(31) })
      .execute();

    const report = await runSweep();

    expect(report.abandonedOrders).toBeGreaterThanOrEqual(1);
    expect(await statusOf(stale)).toEqual({ status: 'abandoned', discount_code_counted: null });
    expect((await codes.find('ORPHAN'))?.uses).toBe(0);
    const upgrades = await testApp.database.db
      .selectFrom('order_line_upgrades')
      .select('order_id')
      .where('upgrade_order_id', '=', stale)
      .execute();
    expect(upgrades).toEqual([]);
    // The customer's older cart goes; the latest follows them as always.
    const carts = await testApp.database.db
      .selectFrom('carts')
      .innerJoin('users', 'users.id', 'carts.user_id')
      .select('carts.token_hash')
      .where('users.email', '=', email)
      .execute();
    expect(carts).toHaveLength(1);
  });

  it('leaves a fresh order, and a pending one whose card was given, holding their code', async () => {
    await oneUseCode('FRESH', 1);
    await oneUseCode('CHARGING', 1);
    const { token } = await newCustomer(testApp);
    const email = await emailOf(token);
    const fresh = await insertOrder(testApp.database.db, email, {
      discount_code_counted: 'FRESH',
      updated_at: minutesAgo(29),
    });
    const charging = await insertOrder(testApp.database.db, email, {
      discount_code_counted: 'CHARGING',
      payment_method_id: 'pm_test_given',
      updated_at: daysAgo(2),
    });

    await runSweep();

    expect(await statusOf(fresh)).toEqual({ status: 'pending', discount_code_counted: 'FRESH' });
    expect(await statusOf(charging)).toEqual({
      status: 'pending',
      discount_code_counted: 'CHARGING',
    });
    expect((await codes.find('FRESH'))?.uses).toBe(1);
    expect((await codes.find('CHARGING'))?.uses).toBe(1);
  });

  it('abandons a failed order, which the same checkout can still pay with a new card', async () => {
    await oneUseCode('COMEBACK', 0);
    const { token } = await newCustomer(testApp);
    const body = {
      cart: { items: [familyItem('eb-garamond')], discount_code: 'COMEBACK' },
      personal_info: SWISS_BUYER,
      extra: { stripe_payment_intent: 'c'.repeat(32) },
    };
    const declined = await checkout(testApp, token, CARDS.declined, body);
    expect(declined.statusCode).toBe(402);
    const id = declined.json<{ order_id: string }>().order_id;
    await testApp.database.db
      .updateTable('orders')
      .set({ updated_at: minutesAgo(45) })
      .where('id', '=', id)
      .execute();

    await runSweep();
    expect((await statusOf(id)).status).toBe('abandoned');

    const paid = await checkout(testApp, token, CARDS.succeeds, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ order_id: string }>().order_id).toBe(id);
    expect(await statusOf(id)).toEqual({ status: 'paid', discount_code_counted: 'COMEBACK' });
    expect((await codes.find('COMEBACK'))?.uses).toBe(1);
  });
});
