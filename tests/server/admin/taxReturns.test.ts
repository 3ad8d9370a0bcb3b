import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTaxReturnsAnswer } from '../../../src/contract/adminTaxReturnAnswers';
import { lastFinishedQuarter, quarterOfDay } from '../../../src/domain/tax/taxQuarter';
import { toEuroCents } from '../../../src/domain/tax/taxReturnRows';
import { invoiceTaxOf } from '../../../src/server/orders/adapters/invoiceTaxOf';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  US_BUYER,
} from '../checkout/checkoutClient';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

const GERMAN_CONSUMER = {
  name: 'Karla Kunde',
  address1: 'Torstraße 1',
  zip_code: '10119',
  city: 'Berlin',
  country: 'DE',
};
const FRENCH_CONSUMER = {
  name: 'Jean Martin',
  address1: '3 Rue Oberkampf',
  zip_code: '75011',
  city: 'Paris',
  country: 'FR',
};
const FRENCH_BUSINESS = {
  name: 'Jeanne Dupont',
  company: 'Atelier Dupont SARL',
  address1: '1 Rue de Rivoli',
  zip_code: '75001',
  city: 'Paris',
  country: 'FR',
  vat_number: 'FR 40 303 265 045',
};

const ITEMS = [familyItem('eb-garamond'), familyItem('inter')];

let testApp: TestApp;
let staff: string;
let customer: string;
const orderIds: Record<'de' | 'fr' | 'frBusiness' | 'us', string> = {
  de: '',
  fr: '',
  frBusiness: '',
  us: '',
};

async function pay(personal_info: Record<string, unknown>, consent: boolean): Promise<string> {
  const { token } = await newCustomer(testApp);
  customer = token;
  const paid = await checkout(testApp, token, CARDS.succeeds, {
    cart: { items: ITEMS },
    personal_info,
    extra: consent ? { withdrawal_consent: true } : {},
  });
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
  return paid.json<{ order_id: string }>().order_id;
}

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ env: { FOUNDRY_VAT_ID: 'DE 123 456 789' } });
  staff = await signInStaff(testApp, 'tax@example.com');
  orderIds.de = await pay(GERMAN_CONSUMER, true);
  orderIds.fr = await pay(FRENCH_CONSUMER, true);
  orderIds.frBusiness = await pay(FRENCH_BUSINESS, false);
  orderIds.us = await pay(US_BUYER, false);
  const refunded = await testApp.api.post(
    `/admin/orders/${orderIds.fr}/refund`,
    { lines: [1] },
    { headers: bearer(staff) },
  );
  if (refunded.statusCode !== 200) throw new Error(`refund: ${refunded.body}`);
}, 120_000);
afterAll(() => testApp.close());

async function orderRow(id: string) {
  return testApp.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const asStaff = () => ({ headers: bearer(staff) });

describe('the quarter’s tax returns', () => {
  it('sums the paid invoices and the credit note into each return, in euros', async () => {
    const quarter = quarterOfDay(new Date().toISOString()).label;
    const response = await testApp.api.get(`/admin/tax-returns?quarter=${quarter}`, asStaff());
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminTaxReturnsAnswer>();

    const de = await orderRow(orderIds.de);
    const fr = await orderRow(orderIds.fr);
    const us = await orderRow(orderIds.us);
    const business = await orderRow(orderIds.frBusiness);
    const note = await testApp.database.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', orderIds.fr)
      .executeTakeFirstOrThrow();
    // The shop charges dollars: every euro figure is the invoice's own rate.
    const rate = Number(fr.eur_rate);
    expect(rate).toBeGreaterThan(0);
    const eur = (cents: number) => toEuroCents(cents, 'USD', rate) ?? NaN;

    expect(answer.quarter).toBe(quarter);
    expect(answer.domestic).toEqual([
      {
        rate: 19,
        net_eur_cents: eur(de.total_cents - de.tax_cents),
        vat_eur_cents: de.tax_eur_cents,
      },
    ]);
    const frNet = eur(fr.total_cents - fr.tax_cents) - eur(note.net_cents);
    expect(answer.oss).toEqual([
      {
        country: 'FR',
        rate: 20,
        net_eur_cents: frNet,
        vat_eur_cents: Number(fr.tax_eur_cents) - Number(note.tax_eur_cents),
      },
    ]);
    expect(frNet).toBeGreaterThan(0);
    expect(frNet).toBeLessThan(eur(fr.total_cents - fr.tax_cents));
    // No VAT, so no stored rate: the net is converted at the table's rate of the same day.
    expect(business.eur_rate).toBeNull();
    expect(answer.ec_sales_list).toEqual([
      { vat_number: 'FR40303265045', country: 'FR', net_eur_cents: eur(business.total_cents) },
    ]);
    expect(answer.us).toEqual([
      {
        state: 'NY',
        currency: 'USD',
        net_cents: us.total_cents - invoiceTaxOf(us).cents,
        tax_cents: invoiceTaxOf(us).cents,
      },
    ]);
    expect(answer.uk).toEqual([]);
    expect(answer.no_euro_rate).toEqual([]);
    expect(answer.no_sterling_rate).toEqual([]);

    const csv = await testApp.api.get(`/admin/tax-returns/oss.csv?quarter=${quarter}`, asStaff());
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`filename="OSS ${quarter}.csv"`);
    const euros = (cents: number) =>
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const vat = Number(fr.tax_eur_cents) - Number(note.tax_eur_cents);
    expect(csv.body).toBe(`#v2.0\r\n1,FR\r\n2,FR,STANDARD,20.00,${euros(frNet)},${euros(vat)}\r\n`);

    const list = await testApp.api.get(
      `/admin/tax-returns/ec-sales-list.csv?quarter=${quarter}`,
      asStaff(),
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-disposition']).toContain(`EC Sales List ${quarter}.csv`);
    const wholeEuros = Math.round(eur(business.total_cents) / 100);
    expect(list.body).toBe(
      '#v3.0\r\n#ve3.2.1\r\n' +
        'Umsatzsteuer-Identifikationsnummer (USt-IdNr.),Betrag (Euro),Art der Leistung\r\n' +
        `FR40303265045,${wholeEuros},S\r\n`,
    );
  });

  it('has nothing in a quarter with no invoices, and the last finished quarter by default', async () => {
    const empty = await testApp.api.get('/admin/tax-returns?quarter=2022-Q1', asStaff());
    expect(empty.json()).toMatchObject({ quarter: '2022-Q1', oss: [], ec_sales_list: [] });
    const fallback = await testApp.api.get('/admin/tax-returns', asStaff());
    const today = new Date().toISOString().slice(0, 10);
    expect(fallback.json()).toMatchObject({ quarter: lastFinishedQuarter(today).label });
  });

  it('answers a bad quarter 422 on the field quarter', async () => {
    const response = await testApp.api.get('/admin/tax-returns?quarter=2026-Q5', asStaff());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [
        {
          field: 'quarter',
          message: 'Choose a quarter written like 2026-Q4.',
          rule: 'invalid_quarter',
        },
      ],
    });
  });

  it('lets a plain link download the files with the login cookie, and nothing else', async () => {
    // The page's download links carry no Authorization header; the browser sends its cookie.
    const byCookie = (url: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: { token: staff } });
    const file = await byCookie('/admin/tax-returns/oss.csv?quarter=2022-Q1');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('#v2.0\r\n');
    const list = await byCookie('/admin/tax-returns/ec-sales-list.csv?quarter=2022-Q1');
    expect(list.statusCode).toBe(200);
    // The figures are read by the app's own calls, with the header: the cookie is not enough.
    expect((await byCookie('/admin/tax-returns?quarter=2022-Q1')).statusCode).toBe(401);
    expect((await byCookie('/admin/orders')).statusCode).toBe(401);
  });

  it('sends a guest to log in: 401 in the error shape', async () => {
    const response = await testApp.api.get('/admin/tax-returns/oss.csv');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ rule: 'unauthorized' }] });
  });

  it('refuses a customer with 403 in the error shape, on the figures and the files', async () => {
    for (const path of [
      '/admin/tax-returns',
      '/admin/tax-returns/oss.csv',
      '/admin/tax-returns/ec-sales-list.csv',
    ]) {
      const response = await testApp.api.get(path, { headers: bearer(customer) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errors: [{ rule: 'staff_only' }] });
    }
  });
});
