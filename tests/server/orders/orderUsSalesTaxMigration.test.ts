import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../../src/server/database/migrator';
import { orderRecordOf } from '../../../src/server/orders/adapters/orderRecordOf';
import { registerUser } from '../accounts/accountClient';
import { insertOrder } from '../housekeeping/sweepRows';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '10000' } });
});
afterAll(() => testApp.close());

describe('migration 1070 (US sales tax as the order tax) on orders from before VAT', () => {
  it('copies their US sales tax into the tax columns and leaves the others alone', async () => {
    const { db } = testApp.database;
    const email = 'before-1070@fieldwork.example';
    await registerUser(testApp, email);
    const down = await createMigrator(testApp.database).migrateTo('1060_sign_ins');
    expect(down.error).toBeUndefined();

    // As migration 0830 left an order placed before it: untaxed in the tax columns.
    const usOrder = await insertOrder(db, email, {
      is_us_order: 1,
      us_sales_tax_cents: 444,
      us_sales_tax_percentage: 8.875,
      total_cents: 5444,
    });
    const exempt = await insertOrder(db, email, { is_us_order: 1 });
    const elsewhere = await insertOrder(db, email);
    const vat = await insertOrder(db, email, {
      tax_kind: 'vat',
      tax_cents: 950,
      tax_percentage: 19,
      tax_country: 'DE',
    });

    // 1070 runs first; the migrations after it run too.
    const ran = await migrateToLatest(testApp.database);
    expect(ran[0]).toBe('1070_order_us_sales_tax_as_tax');
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', 'in', [usOrder, exempt, elsewhere, vat])
      .execute();
    const taxOf = (id: string) => {
      const row = rows.find((order) => order.id === id);
      if (!row) throw new Error(`no order ${id}`);
      const { kind, ratePercentage, cents, country } = orderRecordOf(row).invoiceTax;
      return { kind, ratePercentage, cents, country };
    };
    expect(taxOf(usOrder)).toEqual({
      kind: 'us_sales_tax',
      ratePercentage: 8.875,
      cents: 444,
      country: 'US',
    });
    expect(taxOf(exempt)).toEqual({
      kind: 'us_sales_tax',
      ratePercentage: 0,
      cents: 0,
      country: 'US',
    });
    expect(taxOf(elsewhere)).toEqual({ kind: 'none', ratePercentage: 0, cents: 0, country: null });
    expect(taxOf(vat)).toEqual({ kind: 'vat', ratePercentage: 19, cents: 950, country: 'DE' });
  });
});
