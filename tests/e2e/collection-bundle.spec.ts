import { expect, test } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import {
  acceptTerms,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { invoiceText, orderZipFiles } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { DESKTOP, PHONE } from './viewports';

const FAMILIES = 'Families: EB Garamond, Alegreya Sans, Cormorant Garamond';

// A paid order, its invoice PDF with embedded fonts and a zip of three families.
test.setTimeout(240_000);

test('a visitor picks licences on the collection page, buys the bundle and reads it back from the invoice', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/typeface/garamonds-collection');
  const offer = page.getByRole('region', { name: 'Buy The Garamonds as a bundle' });
  await expect(
    offer.getByText(/EB Garamond, Alegreya Sans, Cormorant Garamond · \d+ styles/),
  ).toBeVisible();
  const price = offer.locator('.collection-bundle__price');
  const opening = (await price.textContent()) ?? '';
  await offer.getByLabel('Desktop licence').selectOption({ label: '6–20 computers' });
  await offer.getByLabel('Cyrillic support').check();
  await expect(price).not.toHaveText(opening);
  const shown = ((await price.textContent()) ?? '').trim();
  expect(shown).toMatch(/^\$[\d,]+(\.5)?$/);
  await expect(offer.getByText(/save \$/)).toBeVisible();
  await saveScreenshot(page, 'collection-bundle');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'collection-bundle-phone');
  await page.setViewportSize(DESKTOP);

  await offer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(offer.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await offer.getByRole('link', { name: 'View your cart' }).click();
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart).toHaveAttribute('aria-busy', 'false');
  await expect(cart.getByText('The Garamonds', { exact: true })).toBeVisible();
  await expect(cart.getByText(FAMILIES)).toBeVisible();
  await expect(cart.getByText('Desktop: 6–20 computers')).toBeVisible();
  await expect(cart.getByText('Extra scripts: Cyrillic')).toBeVisible();
  await saveScreenshot(page, 'collection-bundle-cart');

  await registerInCheckout(page, 'bundle');
  await fillAddress(orderForm(page), 'Bea Bundle', SWISS);
  await submitOrderInformation(page);
  await expect(page.locator('.checkout-cart').getByText(FAMILIES)).toBeVisible();
  await expect(page.locator('.checkout-cart').getByTestId('checkout-total')).toHaveText(shown);
  await acceptTerms(page);
  const orderId = await payAndSucceed(page, '4242 4242 4242 4242');
  await expect(page.locator('.receipt-line').getByText(FAMILIES)).toBeVisible();
  await saveScreenshot(page, 'collection-bundle-success');

  const text = await invoiceText(page);
  expect(text).toContain(`The Garamonds ${shown}`);
  expect(text).toContain(FAMILIES);
  expect(text).toContain('Desktop: 6–20 computers');
  expect(text).toContain('Extra script: Cyrillic');
  expect(text).toContain(`Total (gross) ${shown}`);

  // The zip holds every family's fonts, and its certificate names the bundle and families.
  const files = await orderZipFiles(page);
  const folders = new Set(
    [...files.keys()].filter((name) => /\.(ttf|otf)$/.test(name)).map((name) => name.split('/')[0]),
  );
  expect([...folders].sort()).toEqual(['Alegreya Sans', 'Cormorant Garamond', 'EB Garamond']);
  const certificate = pdfText(files.get('Licence certificate.pdf') ?? Buffer.alloc(0));
  expect(certificate).toContain('The Garamonds');
  expect(certificate).toContain(FAMILIES);

  await page.goto('/user/orders');
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(
    card.getByText(/Families: EB Garamond, Alegreya Sans, Cormorant Garamond/),
  ).toBeVisible();
  // A bundle is bought new: the history offers no upgrade of it.
  await expect(card.getByRole('button', { name: 'Upgrade The Garamonds' })).toHaveCount(0);
  await saveScreenshot(page, 'collection-bundle-orders');
});
