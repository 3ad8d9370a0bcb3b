import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

test('every checkout step shows the order summary: a sidebar on a desktop, a block that opens on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addStyleInShop(page, 'EB Garamond Italic');
  await page.goto('/checkout');
  const summary = page.getByRole('group', { name: 'Order summary' });
  // Step 1: the lines and total, beside the steps.
  await expect(summary.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(summary.getByText('EB Garamond Italic')).toBeVisible();
  await expect(summary.getByTestId('checkout-total')).toHaveText('$50');
  const box = await summary.boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan(640);
  await saveScreenshot(page, 'checkout-summary-step1');

  await registerInCheckout(page, 'summary');
  await fillAddress(orderForm(page), 'Sabine Summary', { country: 'DE' });
  await submitOrderInformation(page);
  // Step 3: the licensee and the German VAT join it.
  await expect(summary.getByText('Licensee: Sabine Summary')).toBeVisible();
  await expect(summary.getByTestId('checkout-tax')).toContainText('VAT Germany (19%)');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$59.50');
  await saveScreenshot(page, 'checkout-summary-review');
  await acceptTerms(page);
  await expect(summary.getByTestId('checkout-total')).toHaveText('$59.50');

  // On a phone: a closed block above the steps with the total, which opens on a tap.
  await page.setViewportSize(PHONE);
  const toggle = summary.locator('summary');
  await expect(toggle).toHaveText(/Order summary.*\$59\.50/);
  await expect(summary.getByText('EB Garamond Italic')).toBeHidden();
  await saveScreenshot(page, 'checkout-summary-phone-closed');
  await toggle.click();
  await expect(summary.getByText('EB Garamond Italic')).toBeVisible();
  await expect(summary.getByText('Licensee: Sabine Summary')).toBeVisible();
  await saveScreenshot(page, 'checkout-summary-phone-open');
});
