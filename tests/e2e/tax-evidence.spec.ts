import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  reviewCart,
  submitOrderInformation,
} from './checkoutJourney';
import { invoiceText } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

// Each journey pays and renders an invoice PDF with embedded fonts: slow on a busy machine.
test.setTimeout(180_000);

async function refusedWith(page: Page, message: string) {
  await orderForm(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Licensing terms' })).toHaveCount(0);
}

test('a French business pays 0 % with a checksum-valid VAT ID, and is refused with its last digit changed', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'tax-fr');
  const form = orderForm(page);
  await fillAddress(form, 'Jeanne Dupont', { country: 'FR', zip: '75001', city: 'Paris' });
  await form.getByLabel('Company (optional)').first().fill('Atelier Dupont SARL');
  await form.getByLabel('VAT number (optional)').fill('FR 40 303 265 046');
  await refusedWith(
    page,
    'This is not a valid VAT number for France. Please check it, or leave it empty to pay VAT.',
  );
  await saveScreenshot(page, 'tax-fr-refused');

  await form.getByLabel('VAT number (optional)').fill('FR 40 303 265 045');
  await submitOrderInformation(page);
  await expect(reviewCart(page).getByTestId('checkout-tax')).toContainText(
    'Reverse charge (VAT 0%)$0',
  );
  await acceptTerms(page);
  await payAndSucceed(page);
  const text = await invoiceText(page);
  expect(text).toContain("Buyer's VAT ID: FR40303265045");
  expect(text).toMatch(/reverse charge/i);
});

test('a German business ordering for a Vienna client pays 19 % on an invoice to itself', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Medium');
  await registerInCheckout(page, 'tax-third-party');
  const form = orderForm(page);
  await fillAddress(form, 'Lena Leipzig', { country: 'DE', zip: '04107', city: 'Leipzig' });
  await form.getByLabel('VAT number (optional)').fill('DE136695976');
  await form.getByLabel('I am ordering for a third party').check();
  const thirdParty = page.getByRole('group', { name: 'The third party' });
  await fillAddress(thirdParty, 'Viktor Wien', { country: 'AT', zip: '1010', city: 'Wien' });
  await thirdParty.getByLabel('Email').fill('viktor@example.test');
  await expect(thirdParty.getByLabel('Invoice the licensee instead')).not.toBeChecked();
  await saveScreenshot(page, 'tax-third-party-form');
  await submitOrderInformation(page);

  await expect(reviewCart(page).getByTestId('checkout-tax')).toContainText('VAT Germany (19%)');
  await saveScreenshot(page, 'tax-third-party-review');
  await acceptTerms(page);
  await payAndSucceed(page);
  const text = await invoiceText(page);
  expect(text).toContain('Billed to\nLena Leipzig');
  expect(text).toContain('VAT 19% (Germany)');
  expect(text).not.toMatch(/VAT 20% \(Austria\)/);
});

test('the licensee invoiced instead gives their own VAT number and is reverse-charged', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Bold');
  await registerInCheckout(page, 'tax-licensee-invoiced');
  const form = orderForm(page);
  await fillAddress(form, 'Lena Leipzig', { country: 'DE', zip: '04107', city: 'Leipzig' });
  await form.getByLabel('I am ordering for a third party').check();
  const thirdParty = page.getByRole('group', { name: 'The third party' });
  await fillAddress(thirdParty, 'Viktor Wien', { country: 'AT', zip: '1010', city: 'Wien' });
  await thirdParty.getByLabel('Email').fill('viktor@example.test');
  await thirdParty.getByLabel('Invoice the licensee instead').check();
  await thirdParty.getByLabel('Licensee’s VAT number (optional)').fill('ATU13585627');
  await saveScreenshot(page, 'tax-licensee-invoiced-form');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'tax-licensee-invoiced-form-phone');
  await submitOrderInformation(page);
  await expect(reviewCart(page).getByTestId('checkout-tax')).toContainText(
    'Reverse charge (VAT 0%)$0',
  );
});

test('ZIP 90210 with Oregon is refused, saying what disagrees; Oregon itself pays no sales tax and says why', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Regular');
  await registerInCheckout(page, 'tax-oregon');
  const form = orderForm(page);
  await fillAddress(form, 'Olive Oregon', {
    country: 'US',
    state: 'OR',
    zip: '90210',
    city: 'Portland',
  });
  await refusedWith(
    page,
    'The zip code 90210 belongs to California, not to Oregon. Please check your state and zip code.',
  );
  await saveScreenshot(page, 'tax-oregon-refused');

  await form.getByLabel('Zip code').fill('97201');
  await submitOrderInformation(page);
  await expect(page.getByTestId('tax-note')).toHaveText(
    'No sales tax: Oregon has no state sales tax.',
  );
  await saveScreenshot(page, 'tax-oregon-review');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'tax-oregon-review-phone');
});
