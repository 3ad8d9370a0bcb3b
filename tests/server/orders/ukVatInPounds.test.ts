import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundAnswer } from '../../../src/contract/adminAnswers';
import type { AdminTaxReturnsAnswer } from '../../../src/contract/adminTaxReturnAnswers';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { quarterOfDay } from '../../../src/domain/tax/taxQuarter';
import { formatInvoiceNumber } from '../../../src/server/orders/app/invoiceNumber';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';
import { contentWithSterlingRates, dollarPeriodRates, monthOf } from '../support/contentWithRates';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

/*
 * UK VAT charged in dollars is accounted for in pounds at HMRC's period rate (docs/invoices.md
 * "Pounds for UK VAT", docs/tax-returns.md "Pounds"): the invoice and its credit note state the
 * pounds, and the UK return adds them up.
 */
const UK_CONSUMER = {
  name: 'Harriet Hale',
  address1: '12 Pall Mall',
  zip_code: 'SW1Y 4JH',
  city: 'London',
  country: 'GB',
};
const ITEMS = [familyItem('eb-garamond'), familyItem('inter')];
const now = new Date();
// This month and the next, so an order paid as a month turns still finds its rate.
const MONTHS = [monthOf(now), monthOf(now, 1)];

let testApp: TestApp;
let staff: string;
let content: ReturnType<typeof contentWithSterlingRates>;

beforeAll(async () => {
  content = contentWithSterlingRates(dollarPeriodRates([]));
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'uk-vat@example.com');
}, 60_000);
afterAll(async () => {
  await testApp.close();
  content.restore();
});

const asStaff = () => ({ headers: bearer(staff) });
const pounds = (cents: number) => formatMoney(cents, '£');
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });

async function ukOrder(): Promise<{ id: string; buyer: string }> {
  const { token } = await newCustomer(testApp);
  const paid = await checkout(testApp, token, CARDS.succeeds, {
    cart: { items: ITEMS },
    personal_info: UK_CONSUMER,
  });
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
  return { id: paid.json<{ order_id: string }>().order_id, buyer: token };
}

const orderRow = (id: string) =>
  testApp.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function taxReturns(): Promise<AdminTaxReturnsAnswer> {
  const response = await testApp.api.get(
    `/admin/tax-returns?quarter=${quarterOfDay(now.toISOString()).label}`,
    asStaff(),
  );
  expect(response.statusCode).toBe(200);
  return response.json<AdminTaxReturnsAnswer>();
}

describe('UK VAT charged in dollars', () => {
  let early: { id: string; buyer: string };
  let stated: { id: string; buyer: string };

  it('is named, not guessed, while HMRC’s table lacks the month; converted once it has it', async () => {
    early = await ukOrder();
    const row = await orderRow(early.id);
    expect(row.currency).toBe('USD');
    expect(row.tax_country).toBe('GB');
    expect(Number(row.tax_cents)).toBeGreaterThan(0);
    expect(row.net_gbp_cents).toBeNull();
    expect(row.gbp_rate).toBeNull();
    const invoice = formatInvoiceNumber(Number(row.invoice_number));
    const before = await taxReturns();
    expect(before.uk).toEqual([]);
    expect(before.no_sterling_rate).toEqual([invoice]);

    content.writeSterlingRates(
      dollarPeriodRates(MONTHS.map((month) => ({ ...month, usdPerPound: 1.25 }))),
    );
    const after = await taxReturns();
    const net = Number(row.total_cents) - Number(row.tax_cents);
    expect(after.no_sterling_rate).toEqual([]);
    expect(after.uk).toEqual([
      {
        rate: 20,
        net_gbp_cents: Math.round(net / 1.25),
        vat_gbp_cents: Math.round(Number(row.tax_cents) / 1.25),
      },
    ]);
  });

  it('is stated in pounds on the invoice, at the period rate of the day of supply', async () => {
    stated = await ukOrder();
    const row = await orderRow(stated.id);
    const net = Number(row.total_cents) - Number(row.tax_cents);
    const day = (row.paid_at ?? '').slice(0, 10);
    const month = MONTHS.find((m) => m.start <= day && day <= m.end);
    expect(Number(row.gbp_rate)).toBe(1.25);
    expect(row.gbp_rate_start).toBe(month?.start);
    expect(row.gbp_rate_end).toBe(month?.end);
    expect(Number(row.net_gbp_cents)).toBe(Math.round(net / 1.25));
    expect(Number(row.tax_gbp_cents)).toBe(Math.round(Number(row.tax_cents) / 1.25));

    const pdf = await testApp.api.get(`/orders/${stated.id}/invoice.pdf`, {
      headers: bearer(stated.buyer),
    });
    expect(pdf.statusCode).toBe(200);
    // UK VAT is not a member state's: no euro line (Art. 230 of Directive 2006/112/EC).
    expect(pdfText(pdf.rawPayload)).not.toContain('VAT in EUR');
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      `In GBP at HMRC's period rate: 1 GBP = 1.25 USD, ${longDate(month?.start ?? '')} to ` +
        `${longDate(month?.end ?? '')} Net amount in GBP ${pounds(Number(row.net_gbp_cents))} ` +
        `VAT 20% in GBP ${pounds(Number(row.tax_gbp_cents))}`,
    );
  });

  it('keeps the pounds its invoice states when HMRC’s table changes', async () => {
    const row = await orderRow(stated.id);
    const earlyRow = await orderRow(early.id);
    content.writeSterlingRates(
      dollarPeriodRates(MONTHS.map((month) => ({ ...month, usdPerPound: 1.5 }))),
    );
    const earlyNet = Number(earlyRow.total_cents) - Number(earlyRow.tax_cents);
    expect((await taxReturns()).uk).toEqual([
      {
        rate: 20,
        net_gbp_cents: Number(row.net_gbp_cents) + Math.round(earlyNet / 1.5),
        vat_gbp_cents: Number(row.tax_gbp_cents) + Math.round(Number(earlyRow.tax_cents) / 1.5),
      },
    ]);
  });

  it('is given back in pounds at the invoice’s rate by a credit note, which the return takes off', async () => {
    const refunded = await testApp.api.post(
      `/admin/orders/${stated.id}/refund`,
      { lines: [1] },
      asStaff(),
    );
    expect(refunded.statusCode).toBe(200);
    const { credit_note } = refunded.json<AdminRefundAnswer>();
    const note = await testApp.database.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', stated.id)
      .executeTakeFirstOrThrow();
    // The invoice's 1.25, not the table's 1.5 of now.
    expect(Number(note.net_gbp_cents)).toBe(Math.round(Number(note.net_cents) / 1.25));
    expect(Number(note.tax_gbp_cents)).toBe(Math.round(Number(note.tax_cents) / 1.25));

    const pdf = await testApp.api.get(`/orders/${stated.id}/credit-notes/${credit_note}.pdf`, {
      headers: bearer(stated.buyer),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      `Net amount in GBP ${pounds(-Number(note.net_gbp_cents))} ` +
        `VAT 20% in GBP ${pounds(-Number(note.tax_gbp_cents))}`,
    );

    const row = await orderRow(stated.id);
    const earlyRow = await orderRow(early.id);
    const earlyNet = Number(earlyRow.total_cents) - Number(earlyRow.tax_cents);
    expect((await taxReturns()).uk).toEqual([
      {
        rate: 20,
        net_gbp_cents:
          Number(row.net_gbp_cents) - Number(note.net_gbp_cents) + Math.round(earlyNet / 1.5),
        vat_gbp_cents:
          Number(row.tax_gbp_cents) -
          Number(note.tax_gbp_cents) +
          Math.round(Number(earlyRow.tax_cents) / 1.5),
      },
    ]);
  }, 60_000);
});
