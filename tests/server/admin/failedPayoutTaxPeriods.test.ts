import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundAnswer } from '../../../src/contract/adminAnswers';
import type { AdminTaxReturnsAnswer } from '../../../src/contract/adminTaxReturnAnswers';
import { toEuroCents } from '../../../src/domain/tax/taxReturnRows';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { faultyPayments } from '../checkout/paymentFaults';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

/*
 * A credit note whose card payout failed (docs/decisions/0023) counts where the money moved
 * (docs/tax-returns.md "What is counted"): taken off when issued, added back in the quarter the
 * payout failed, taken off again in the quarter staff paid the customer another way. The three
 * days are set apart by hand, so each lands in a quarter of its own.
 */
const FRENCH_CONSUMER = {
  name: 'Jean Martin',
  address1: '3 Rue Oberkampf',
  zip_code: '75011',
  city: 'Paris',
  country: 'FR',
};
const ISSUED = '2031-02-10T10:00:00.000Z';
const FAILED = '2031-04-20T10:00:00.000Z';
const PAID_OTHERWISE = '2031-08-05T10:00:00.000Z';

let testApp: TestApp;
let staff: string;
let orderId: string;
beforeAll(async () => {
  testApp = await createCheckoutTestApp({ deps: { payments: faultyPayments() } });
  staff = await signInStaff(testApp, 'payout-periods@example.com');
  const { token } = await newCustomer(testApp);
  const paid = await checkout(testApp, token, CARDS.refundFailsLater, {
    cart: { items: [familyItem('inter')] },
    personal_info: FRENCH_CONSUMER,
    extra: { withdrawal_consent: true },
  });
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
  orderId = paid.json<{ order_id: string }>().order_id;
}, 60_000);
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });

async function frenchLine(quarter: string) {
  const response = await testApp.api.get(`/admin/tax-returns?quarter=${quarter}`, asStaff());
  expect(response.statusCode).toBe(200);
  const { oss } = response.json<AdminTaxReturnsAnswer>();
  return oss.filter((line) => line.country === 'FR');
}

describe('a credit note whose card payout failed, in the tax returns', () => {
  it('is taken off when issued, added back when the payout failed, taken off when paid another way', async () => {
    const refunded = await testApp.api.post(`/admin/orders/${orderId}/refund`, {}, asStaff());
    expect(refunded.statusCode).toBe(200);
    const creditNote = refunded.json<AdminRefundAnswer>().credit_note ?? '';
    await sweep(
      testApp.app.staleRecords,
      sweepOptionsFrom(testApp.config, undefined, testApp.app.refundFollowUp),
    );
    const marked = await testApp.api.post(
      `/admin/orders/${orderId}/credit-notes/${creditNote}/paid-otherwise`,
      { note: 'bank transfer' },
      asStaff(),
    );
    expect(marked.statusCode).toBe(200);

    const db = testApp.database.db;
    const number = Number(creditNote.replace('CN-', ''));
    await db
      .updateTable('credit_notes')
      .set({ issued_at: ISSUED })
      .where('number', '=', number)
      .execute();
    await db
      .updateTable('refund_payout_failures')
      .set({ failed_at: FAILED, paid_otherwise_at: PAID_OTHERWISE })
      .where('credit_note_number', '=', number)
      .execute();
    const note = await db
      .selectFrom('credit_notes')
      .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
      .select(['credit_notes.net_cents', 'credit_notes.tax_eur_cents', 'orders.eur_rate'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    const net = toEuroCents(Number(note.net_cents), 'USD', Number(note.eur_rate)) ?? NaN;
    const vat = Number(note.tax_eur_cents);
    expect(net).toBeGreaterThan(0);

    expect(await frenchLine('2031-Q1')).toEqual([
      { country: 'FR', rate: 20, net_eur_cents: -net, vat_eur_cents: -vat },
    ]);
    expect(await frenchLine('2031-Q2')).toEqual([
      { country: 'FR', rate: 20, net_eur_cents: net, vat_eur_cents: vat },
    ]);
    expect(await frenchLine('2031-Q3')).toEqual([
      { country: 'FR', rate: 20, net_eur_cents: -net, vat_eur_cents: -vat },
    ]);
    expect(await frenchLine('2031-Q4')).toEqual([]);
  }, 60_000);
});
