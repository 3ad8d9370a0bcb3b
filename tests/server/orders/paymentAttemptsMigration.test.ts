import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../../src/server/database/migrator';
import { registerUser } from '../accounts/accountClient';
import { insertOrder } from '../housekeeping/sweepRows';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '10000' } });
});
afterAll(() => testApp.close());

describe('migration 0800 (payment attempts) on a shop with orders', () => {
  it('owes no e-mail for orders paid before it, and records the charges under way', async () => {
    const { db } = testApp.database;
    const email = 'before-0800@fieldwork.example';
    await registerUser(testApp, email);
    // Back to the schema before 0800 (the later migrations go down with it, newest first).
    const down = await createMigrator(testApp.database).migrateTo('0700_sweep_indexes');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName).at(-1)).toBe(
      '0800_payment_attempts',
    );

    const paidAt = '2026-05-01T10:00:00.000Z';
    const paid = await insertOrder(db, email, { status: 'paid', paid_at: paidAt });
    const charging = await insertOrder(db, email, {
      payment_attempt: 2,
      payment_method_id: 'pm_test_under_way',
      total_cents: 28_800,
      updated_at: '2026-05-02T10:00:00.000Z',
    });
    const opened = await insertOrder(db, email);

    expect((await migrateToLatest(testApp.database))[0]).toBe('0800_payment_attempts');
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'confirmation_queued_at'])
      .where('id', 'in', [paid, charging, opened])
      .execute();
    expect(Object.fromEntries(orders.map((o) => [o.id, o.confirmation_queued_at]))).toEqual({
      [paid]: paidAt,
      [charging]: null,
      [opened]: null,
    });
    expect(await db.selectFrom('payment_attempts').selectAll().execute()).toEqual([
      {
        order_id: charging,
        attempt: 2,
        idempotency_key: `order-${charging}-attempt-2`,
        payment_method_id: 'pm_test_under_way',
        amount_cents: 28_800,
        currency: 'usd',
        is_us_order: 0,
        payment_intent_id: null,
        created_at: '2026-05-02T10:00:00.000Z',
        updated_at: '2026-05-02T10:00:00.000Z',
      },
    ]);
  });
});
