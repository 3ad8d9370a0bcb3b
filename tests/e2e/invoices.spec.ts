import { expect, test } from '@playwright/test';
import { documentDate } from '../../src/server/documents/adapters/pdfDocument';
import { WITHDRAWAL_CONSENT_MESSAGE } from '../../src/domain/orders/withdrawalConsent';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  WITHDRAWAL_CONSENT,
} from './checkoutJourney';
import { invoiceText } from './orderDownloads';
import { waitForMail } from './outbox';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

// Each journey pays and renders an invoice PDF with embedded fonts: slow on a busy machine.
test.setTimeout(180_000);

test('an EU consumer cannot pay before agreeing that delivery starts now', async ({ page }) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  const email = await registerInCheckout(page, 'consent');
  await fillAddress(orderForm(page), 'Claire Conso', {
    country: 'FR',
    zip: '75001',
    city: 'Paris',
  });
  await submitOrderInformation(page);
  const terms = page.getByRole('form', { name: 'Licensing terms' });
  await terms.getByLabel('I agree to the licensing terms').check();
  await terms.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(terms.getByText(WITHDRAWAL_CONSENT_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await saveScreenshot(page, 'withdrawal-consent-missing');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'withdrawal-consent-missing-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await terms.getByLabel(WITHDRAWAL_CONSENT).check();
  await terms.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await payAndSucceed(page);
  const receipt = await waitForMail(email, (message) => message.subject.includes('order #'));
  expect(receipt.text).toContain(
    'You agreed that delivery starts now and that you lose your right of withdrawal once the download begins',
  );
});

test("the invoice names the seller's VAT ID, the date of supply and the job reference", async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'invoice');
  const form = orderForm(page);
  await fillAddress(form, 'Karla Kunde', { country: 'DE' });
  await form.getByLabel('Job reference (optional)').fill('PO-2026-117');
  await submitOrderInformation(page);
  await acceptTerms(page);
  const orderId = await payAndSucceed(page);
  const text = await invoiceText(page);

  const legalNotice = await page.request.get('/api/v1/pages/templates/legal-notice');
  const sellerVatId = /\b(DE\d{9})\b/.exec(((await legalNotice.json()) as { data: string }).data);
  expect(sellerVatId).not.toBeNull();
  expect(text).toContain(`Seller's VAT ID: ${sellerVatId?.[1]}`);
  expect(text).toContain('Job reference: PO-2026-117');
  expect(text).toContain('1 Type Street\n10115 Berlin\nGermany');

  // The order history shows the same invoice number, the day it was paid and the reference.
  await page.goto('/user/orders');
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByText('Job reference: PO-2026-117')).toBeVisible();
  const invoiceNumber = /INV-\d{6}/.exec((await card.textContent()) ?? '')?.[0];
  expect(text).toContain(`Invoice ${invoiceNumber}`);
  const paidOn = (await card.locator('.order-card__date').textContent()) ?? '';
  expect(text).toContain(`Date of supply: ${documentDate(paidOn)}`);
  await saveScreenshot(page, 'orders-job-reference');
});
