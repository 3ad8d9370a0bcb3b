import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReportsAnswer } from '../../../src/contract/adminReportAnswers';
import { invoiceTaxOf } from '../../../src/server/orders/adapters/invoiceTaxOf';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  SWISS_BUYER,
  US_BUYER,
} from '../checkout/checkoutClient';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

const DESKTOP_AND_WEB = { desktop: 0, web: 0, app: null };

let testApp: TestApp;
let staff: string;
let customer: string;
const orderIds: string[] = [];

async function pay(items: unknown[], personal_info: Record<string, unknown>): Promise<string> {
  const { token } = await newCustomer(testApp);
  customer = token;
  const paid = await checkout(testApp, token, CARDS.succeeds, { cart: { items }, personal_info });
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
  return paid.json<{ order_id: string }>().order_id;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'reports@example.com');
  orderIds.push(
    await pay([familyItem('eb-garamond'), familyItem('inter', DESKTOP_AND_WEB)], SWISS_BUYER),
    await pay([familyItem('inter')], US_BUYER),
  );
  // Inter for desktop and web, refunded: its typeface and its licence type lose it.
  const refunded = await testApp.api.post(
    `/admin/orders/${orderIds[0]}/refund`,
    { lines: [1] },
    { headers: bearer(staff) },
  );
  if (refunded.statusCode !== 200) throw new Error(`refund: ${refunded.body}`);
  // A visitor's cart, still kept.
  const cart = await testApp.api.put('/cart', { cart: { items: [familyItem('inter')] } });
  if (cart.statusCode !== 200) throw new Error(`cart: ${cart.body}`);
}, 120_000);
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });

async function paidOrders() {
  const rows = await testApp.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', orderIds)
    .execute();
  const net = rows.map((row) => row.total_cents - invoiceTaxOf(row).cents);
  const tax = rows.map((row) => invoiceTaxOf(row).cents);
  const sum = (cents: number[]) => cents.reduce((total, value) => total + value, 0);
  return { net: sum(net), tax: sum(tax) };
}

describe('the dashboard’s reports', () => {
  it('gives staff the last twelve months: revenue, carts, the refund, by typeface and licence type', async () => {
    const response = await testApp.api.get('/admin/reports', asStaff());
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminReportsAnswer>();
    expect(answer.months).toHaveLength(12);
    expect(answer.to).toBe(thisMonth());
    expect(answer.currency).toBe('USD');
    expect(answer.currency_symbol).toBe('$');

    const paid = await paidOrders();
    const note = await testApp.database.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', orderIds[0] ?? '')
      .executeTakeFirstOrThrow();
    const carts = await testApp.database.db.selectFrom('carts').select('created_at').execute();
    expect(carts.length).toBeGreaterThan(0);
    expect(answer.months.at(-1)).toEqual({
      month: thisMonth(),
      net_cents: paid.net,
      tax_cents: paid.tax,
      paid_orders: 2,
      carts: carts.length,
      refunds: 1,
      refunded_net_cents: note.net_cents,
      refunded_tax_cents: note.tax_cents,
    });
    expect(paid.tax).toBeGreaterThan(0);
    // The other months are there, with nothing in them.
    expect(answer.months.slice(0, -1).every((month) => month.net_cents === 0)).toBe(true);

    const sold = answer.typefaces.reduce((sum, share) => sum + share.sold_net_cents, 0);
    expect(sold).toBe(paid.net);
    expect(answer.typefaces.map((share) => share.name).sort()).toEqual(['EB Garamond', 'Inter']);
    const inter = answer.typefaces.find((share) => share.name === 'Inter');
    expect(inter?.refunded_net_cents).toBe(note.net_cents);
    expect(inter?.net_cents).toBe((inter?.sold_net_cents ?? 0) - note.net_cents);
    expect(answer.licence_types.find((share) => share.name === 'Desktop + Web')).toMatchObject({
      refunded_net_cents: note.net_cents,
      net_cents: 0,
    });
    expect(answer.licence_types.map((share) => share.name).sort()).toEqual([
      'Desktop',
      'Desktop + Web',
    ]);
    expect(answer.left_out).toEqual([]);
    expect(answer.files.revenue).toBe(
      `/api/v1/admin/reports/revenue.csv?from=${answer.from}&to=${answer.to}`,
    );
  });

  it('downloads each figure as CSV: a header line and a row per month or name', async () => {
    const month = thisMonth();
    const revenue = await testApp.api.get(
      `/admin/reports/revenue.csv?from=${month}&to=${month}`,
      asStaff(),
    );
    expect(revenue.statusCode).toBe(200);
    expect(revenue.headers['content-type']).toMatch(/^text\/csv/);
    expect(revenue.headers['content-disposition']).toContain(
      `filename="Revenue per month ${month} to ${month}.csv"`,
    );
    const paid = await paidOrders();
    const decimal = (cents: number) =>
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    expect(revenue.body).toBe(
      'month,net_usd,tax_usd,gross_usd,paid_orders\r\n' +
        `${month},${decimal(paid.net)},${decimal(paid.tax)},${decimal(paid.net + paid.tax)},2\r\n`,
    );
    // Only the first month asked: the range ends with this month.
    const typefaces = await testApp.api.get(
      `/admin/reports/typefaces.csv?from=${month}`,
      asStaff(),
    );
    expect(typefaces.statusCode).toBe(200);
    const names = typefaces.body.split('\r\n').map((line) => line.split(',')[0]);
    expect(names[0]).toBe('typeface');
    expect(names.slice(1).sort()).toEqual(['', 'EB Garamond', 'Inter']);
    const lines = (
      await testApp.api.get(`/admin/reports/licence-types.csv?from=${month}&to=${month}`, asStaff())
    ).body.split('\r\n');
    expect(lines[0]).toBe('licence_type,sold_net_usd,refunded_net_usd,net_usd');
    expect(lines.filter((line) => line.startsWith('Desktop + Web,'))).toHaveLength(1);
    for (const figure of ['typefaces', 'carts', 'refunds']) {
      const file = await testApp.api.get(`/admin/reports/${figure}.csv`, asStaff());
      expect(file.statusCode).toBe(200);
      expect(file.body.split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('answers a bad range 422 on the field at fault', async () => {
    const bad = await testApp.api.get('/admin/reports?from=2026-13', asStaff());
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: [
        { field: 'from', message: 'Choose a month written like 2026-11.', rule: 'invalid_month' },
      ],
    });
    const reversed = await testApp.api.get('/admin/reports?from=2026-05&to=2026-04', asStaff());
    expect(reversed.json()).toMatchObject({ errors: [{ field: 'to', rule: 'range_reversed' }] });
    const long = await testApp.api.get('/admin/reports?from=2020-01&to=2026-01', asStaff());
    expect(long.json()).toMatchObject({ errors: [{ field: 'from', rule: 'range_too_long' }] });
  });

  it('lets a plain link download the files with the login cookie, not the figures', async () => {
    const byCookie = (url: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: { token: staff } });
    const file = await byCookie('/admin/reports/carts.csv');
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('month,carts,paid_orders\r\n')).toBe(true);
    expect((await byCookie('/admin/reports')).statusCode).toBe(401);
  });

  it('sends a guest to log in and refuses a customer, in the error shape', async () => {
    const guest = await testApp.api.get('/admin/reports');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ errors: [{ rule: 'unauthorized' }] });
    for (const path of [
      '/admin/reports',
      '/admin/reports/revenue.csv',
      '/admin/reports/refunds.csv',
    ]) {
      const response = await testApp.api.get(path, { headers: bearer(customer) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errors: [{ rule: 'staff_only' }] });
    }
  });
});
