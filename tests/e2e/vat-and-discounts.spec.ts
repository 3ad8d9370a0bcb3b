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
import { invoiceText } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';
import { PHONE } from './viewports';

// Each journey pays and renders an invoice PDF with embedded fonts: slow on a busy machine.
test.setTimeout(180_000);

function review(page: Page) {
  return page.locator('.checkout-cart');
}

test('a German consumer pays 19 % VAT, shown in the review, the payment and the invoice', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'vat-de');
  await fillAddress(orderForm(page), 'Karla Kunde', { country: 'DE' });
  await submitOrderInformation(page);
  const vatLine = review(page).getByTestId('checkout-tax');
  await expect(vatLine).toContainText('VAT Germany (19%)');
  const vat = (await vatLine.locator('dd').textContent()) ?? '';
  const total = (await review(page).getByTestId('checkout-total').textContent()) ?? '';
  await saveScreenshot(page, 'vat-de-review');
  await acceptTerms(page);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'vat-de-payment-phone');

  await payAndSucceed(page);
  const text = await invoiceText(page);
  expect(text).toContain("Seller's VAT ID: DE123456789");
  expect(text).toContain('Billed to\nKarla Kunde');
  expect(text).toMatch(/EB Garamond Italic \$\d+/);
  expect(text).toContain(`VAT 19% (Germany) ${vat}`);
  expect(text).toContain(`Total (gross) ${total}`);
  expect(text).not.toContain('Reverse charge');

  // Her cart now knows her country: the next cart shows the VAT before checkout.
  await page.setViewportSize({ width: 1280, height: 900 });
  await addStyleInShop(page, 'EB Garamond Regular');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-tax')).toContainText('VAT Germany (19%)');
  await saveScreenshot(page, 'vat-de-cart');
});

test('a French business with a VAT number pays no VAT; the invoice reads "Reverse charge"', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'vat-fr');
  const form = orderForm(page);
  await fillAddress(form, 'Jeanne Dupont', { country: 'FR', zip: '75001', city: 'Paris' });
  await form.getByLabel('VAT number (optional)').fill('FR12');
  await form.getByRole('button', { name: 'Continue to review' }).click();
  await expect(
    page.getByText(
      'This is not a valid VAT number for France. Please check it, or leave it empty to pay VAT.',
    ),
  ).toBeVisible();
  await form.getByLabel('VAT number (optional)').fill('FR 40 303 265 045');
  await submitOrderInformation(page);
  await expect(review(page).getByTestId('checkout-tax')).toContainText('Reverse charge (VAT 0%)$0');
  await saveScreenshot(page, 'vat-fr-review');
  await acceptTerms(page);
  await payAndSucceed(page);
  const text = await invoiceText(page);
  expect(text).toContain('VAT 0% (reverse charge) $0');
  expect(text).toContain('Reverse charge\nReverse charge: the recipient of this service is liable');
  expect(text).toContain("Seller's VAT ID: DE123456789");
  expect(text).toContain("Buyer's VAT ID: FR40303265045");
});

test('a discount code applies in the cart and the invoice, and at its use limit is refused', async ({
  page,
}) => {
  expect(
    serverCommand('discount-code', 'create', 'FOUNDRY10', '--percent', '10', '--max-uses', '1'),
  ).toContain('FOUNDRY10: 10% off · used 0 of 1');
  await addStyleInShop(page, 'EB Garamond Italic');
  await page.goto('/cart');
  const codeForm = page.getByRole('form', { name: 'Discount code' });
  await codeForm.getByLabel('Discount code').fill('nope');
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(codeForm.getByText('This discount code is not valid.')).toBeVisible();
  await codeForm.getByLabel('Discount code').fill('foundry10');
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(codeForm.getByText('Code FOUNDRY10 applied.')).toBeVisible();
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Discount code FOUNDRY10 (10%)')).toBeVisible();
  await saveScreenshot(page, 'discount-cart');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'discount-cart-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await registerInCheckout(page, 'discount');
  await fillAddress(orderForm(page), 'Dora Rabatt', { country: 'DE' });
  await submitOrderInformation(page);
  await expect(review(page).getByText('Discount code FOUNDRY10 (10%)')).toBeVisible();
  await expect(review(page).getByTestId('checkout-tax')).toContainText('VAT Germany (19%)');
  const discount =
    (await review(page)
      .locator('dt', { hasText: 'Discount code' })
      .locator('+ dd')
      .textContent()) ?? '';
  await saveScreenshot(page, 'discount-vat-review');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'discount-vat-review-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await acceptTerms(page);
  await payAndSucceed(page);
  const text = await invoiceText(page);
  expect(text).toContain(`Discount code FOUNDRY10 (10%) ${discount}`);
  expect(text).toContain('VAT 19% (Germany)');
  expect(serverCommand('discount-code', 'list')).toContain('FOUNDRY10: 10% off · used 1 of 1');

  // A second customer: the code has had its one use, which reads as an unknown code to
  // anyone whose cart never held it.
  await page.context().clearCookies();
  await addStyleInShop(page, 'EB Garamond Italic');
  await page.goto('/cart');
  await codeForm.getByLabel('Discount code').fill('FOUNDRY10');
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(codeForm.getByText('This discount code is not valid.')).toBeVisible();
  await expect(cart.getByText('Discount code FOUNDRY10 (10%)')).toHaveCount(0);
});

test('the review step takes a discount code too', async ({ page }) => {
  serverCommand('discount-code', 'create', 'REVIEW5', '--amount', '5');
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'review-code');
  await fillAddress(orderForm(page), 'Rita Review', { country: 'CH', zip: '8001', city: 'Zürich' });
  await submitOrderInformation(page);
  await expect(review(page).getByTestId('checkout-tax')).toHaveCount(0);
  const before = (await review(page).getByTestId('checkout-total').textContent()) ?? '';
  const codeForm = page.getByRole('form', { name: 'Discount code' });
  await codeForm.getByLabel('Discount code').fill('review5');
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(review(page).getByText('Discount code REVIEW5 ($5)')).toBeVisible();
  const after = (await review(page).getByTestId('checkout-total').textContent()) ?? '';
  expect(Number(before.replace(/[^\d.]/g, '')) - Number(after.replace(/[^\d.]/g, ''))).toBe(5);
});
