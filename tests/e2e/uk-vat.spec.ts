import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { periodRateOn } from '../../src/domain/orders/vatInSterling';
import { quarterOfDay } from '../../src/domain/tax/taxQuarter';
import {
  parseSterlingPeriodRates,
  sterlingPeriodRatesFile,
} from '../../src/server/orders/adapters/sterlingPeriodRates';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';
import { invoiceText } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { staffSignIn } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

/** The 20 % row of the quarter's UK VAT table, as staff read it: [net, VAT] in pence. */
async function ukLine(page: Page): Promise<[number, number]> {
  await page.goto(`/admin/tax-returns?quarter=${quarterOfDay(new Date().toISOString()).label}`);
  const uk = page.getByRole('region', { name: 'UK VAT' });
  await expect(uk.getByRole('heading', { name: 'UK VAT' })).toBeVisible();
  const row = uk.getByRole('row').filter({ has: page.getByRole('cell', { name: '20%' }) });
  if ((await row.count()) === 0) return [0, 0];
  const cells = await row.getByRole('cell').allTextContents();
  return [pence(cells[1] ?? ''), pence(cells[2] ?? '')];
}

test('a UK consumer pays in dollars: the invoice states pounds at HMRC’s period rate, and the UK VAT return adds them', async ({
  browser,
}) => {
  test.slow();
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staffSignIn(staff, 'uk-vat-staff');
  const [netBefore, vatBefore] = await ukLine(staff);

  const customer = await browser.newPage({ viewport: DESKTOP });
  await addStyleInShop(customer, 'EB Garamond Italic');
  await registerInCheckout(customer, 'uk-vat-buyer');
  await fillAddress(orderForm(customer), 'Harriet Hale', {
    country: 'GB',
    zip: 'SW1Y 4JH',
    city: 'London',
  });
  await submitOrderInformation(customer);
  await acceptTerms(customer);
  await payAndSucceed(customer);
  const invoice = (await invoiceText(customer)).replace(/\s+/g, ' ');
  expect(invoice).toContain('VAT 20% (United Kingdom)');

  // The shop converts with the table the foundry keeps (content/tax/hmrc-period-rates.csv); the
  // one shipped covers the months it was written in. A day it does not cover is named to
  // staff rather than given another month's rate (docs/invoices.md "The sterling rate").
  const shipped = parseSterlingPeriodRates(
    readFileSync(sterlingPeriodRatesFile('content'), 'utf8'),
  );
  const rate = periodRateOn(shipped, 'USD', new Date().toISOString().slice(0, 10));
  if (!rate) {
    expect(invoice).not.toContain('In GBP');
    const number = /Invoice (INV-\d{6})/.exec(invoice)?.[1] ?? 'no invoice number';
    await staff.goto(`/admin/tax-returns?quarter=${quarterOfDay(new Date().toISOString()).label}`);
    await expect(staff.getByRole('alert').filter({ hasText: number })).toContainText(
      'No HMRC period rate for',
    );
    return;
  }
  expect(invoice).toContain(`In GBP at HMRC's period rate: 1 GBP = ${rate.unitsPerPound} USD`);
  const net = /Net amount in GBP (£[\d,.]+)/.exec(invoice)?.[1] ?? '';
  const vat = /VAT 20% in GBP (£[\d,.]+)/.exec(invoice)?.[1] ?? '';
  expect(pence(net)).toBeGreaterThan(0);
  expect(Math.abs(pence(vat) - pence(net) * 0.2)).toBeLessThanOrEqual(1);

  // The quarter's UK VAT grows by exactly the pounds the invoice states.
  const [netAfter, vatAfter] = await ukLine(staff);
  expect([netAfter - netBefore, vatAfter - vatBefore]).toEqual([pence(net), pence(vat)]);
  await saveScreenshot(staff, 'admin-tax-returns-uk-1280');
  await staff.setViewportSize(PHONE);
  await saveScreenshot(staff, 'admin-tax-returns-uk-390');
});
