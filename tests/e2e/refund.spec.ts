import { readFile } from 'node:fs/promises';
import { quarterOfDay } from '../../src/domain/tax/taxQuarter';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';
import { waitForMail } from './outbox';
import { saveScreenshot } from './screenshot';
import { staffSignIn } from './staffFixture';
import { DESKTOP, PHONE } from './viewports';
import { pdfText } from '../server/support/pdfText';

/** France's line of this quarter's OSS file, downloaded as staff do: [net, VAT] in euros. */
async function frenchOssLine(page: Page): Promise<[number, number]> {
  await page.goto(`/admin/tax-returns?quarter=${quarterOfDay(new Date().toISOString()).label}`);
  const link = page.getByRole('link', { name: 'Download the OSS return (CSV for the BZSt)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('#v')).toBe(true);
  // 2,FR,STANDARD,20.00,1234.56,246.91: services to French consumers at 20 %.
  const line = csv.split('\r\n').find((row) => row.startsWith('2,FR,STANDARD,20.00,'));
  if (!line) return [0, 0];
  const [, , , , net, vat] = line.split(',').map(Number);
  return [net ?? NaN, vat ?? NaN];
}

test("staff refund a French consumer's order: a credit note is e-mailed, the fonts answer 410, and the quarter's OSS file takes the sale and the refund", async ({
  browser,
}) => {
  test.slow();
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staffSignIn(staff, 'refund-staff');
  const [netBefore, vatBefore] = await frenchOssLine(staff);

  // A French consumer buys one style and pays VAT of France.
  const customer = await browser.newPage({ viewport: DESKTOP });
  await addStyleInShop(customer, 'EB Garamond Italic');
  const buyer = await registerInCheckout(customer, 'refund-buyer');
  await fillAddress(orderForm(customer), 'Marie Curie', {
    country: 'FR',
    zip: '75005',
    city: 'Paris',
  });
  await submitOrderInformation(customer);
  await acceptTerms(customer);
  const orderId = await payAndSucceed(customer);
  const fonts = await customer
    .getByRole('link', { name: /Download your fonts/ })
    .getAttribute('href');
  expect((await customer.request.get(fonts ?? '')).status()).toBe(200);

  // The sale is in the quarter's OSS file: France, 20 %, its net and VAT in euros.
  const [netSold, vatSold] = await frenchOssLine(staff);
  expect(netSold).toBeGreaterThan(netBefore);
  // The VAT is 20 % of the net, each converted to euros on its own: within a cent.
  expect(Math.abs(vatSold - vatBefore - (netSold - netBefore) * 0.2)).toBeLessThanOrEqual(0.01);
  await saveScreenshot(staff, 'admin-tax-returns-1280');
  await staff.setViewportSize(PHONE);
  await saveScreenshot(staff, 'admin-tax-returns-390');
  await staff.setViewportSize(DESKTOP);

  // Staff find the order by the buyer's e-mail and refund all of it.
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await staff.getByLabel('Number, e-mail, name or company').fill(buyer);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: orderId }).click();
  await staff.getByRole('button', { name: 'Refund the whole order' }).click();
  await staff
    .getByRole('group', { name: 'Confirm the refund' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: /refunded/i })).toBeVisible();
  await saveScreenshot(staff, 'admin-order-refunded-1280');

  // The customer is e-mailed the credit note, which names the invoice it corrects.
  const mail = await waitForMail(buyer, (message) => message.subject.startsWith('Credit note'));
  const [, creditNote, invoice] = /^Credit note (\S+) for invoice (\S+)/.exec(mail.subject) ?? [];
  expect(mail.text).toContain(`The credit note ${creditNote} attached corrects invoice ${invoice}`);
  await customer.goto('/user/orders');
  const noteLink = customer
    .getByRole('list', { name: 'Credit notes' })
    .getByRole('link', { name: `Credit note ${creditNote} (pdf)` });
  const pdf = await customer.request.get((await noteLink.getAttribute('href')) ?? '');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Credit note');
  expect(text).toContain(invoice ?? 'no invoice');
  await expect(customer.getByText('Refunded').first()).toBeVisible();
  await customer.setViewportSize(PHONE);
  await saveScreenshot(customer, 'orders-refunded-390');

  // The refunded licence's fonts are gone.
  expect((await customer.request.get(fonts ?? '')).status()).toBe(410);

  // The refund takes the sale back out of this quarter's figures.
  const [netAfter, vatAfter] = await frenchOssLine(staff);
  expect(netAfter).toBeCloseTo(netBefore, 2);
  expect(vatAfter).toBeCloseTo(vatBefore, 2);
  await staff.close();
  await customer.close();
});
