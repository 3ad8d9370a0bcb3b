import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
} from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { DESKTOP, PHONE } from './viewports';

// The French journey pays a first order (which saves the address) and renders its PDFs.
test.setTimeout(180_000);

function singleStyle(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Single styles' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Add(ed)? ${name}$`) }) });
}

function cartSummary(page: Page): Locator {
  return page.getByRole('region', { name: 'Your cart' });
}

/** The first amount of a text ('$1,234.50 incl. 20 % VAT') in cents. */
function cents(text: string): number {
  const amount = /\$([\d,]+(?:\.\d+)?)/.exec(text)?.[1] ?? 'NaN';
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

test('a French consumer with a saved address sees prices including 20 % VAT in the shop, the cart and the quote', async ({
  page,
}) => {
  // As a guest the shop shows net prices.
  await page.goto('/shops/eb-garamond');
  const regularPrice = singleStyle(page, 'EB Garamond Regular').locator('.shop-option__price');
  await expect(regularPrice).toHaveText(/^\$[\d,.]+$/);
  const net = cents((await regularPrice.textContent()) ?? '');

  // A first order saves her French address with her account.
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'consumer-fr');
  await fillAddress(orderForm(page), 'Camille Martin', {
    country: 'FR',
    zip: '75001',
    city: 'Paris',
  });
  await submitOrderInformation(page);
  await acceptTerms(page);
  await payAndSucceed(page);

  // Logged in, her country known: the shop's prices include French VAT.
  await page.goto('/shops/eb-garamond');
  await expect(regularPrice).toContainText('incl. 20 % VAT');
  const gross = cents((await regularPrice.textContent()) ?? '');
  expect(gross).toBe(Math.round(net * 1.2));
  await saveScreenshot(page, 'consumer-fr-shop');

  // Her next visit's page arrives from the server in those prices, before any script runs:
  // her browser keeps her rate in its prices cookie, and the page is hers alone.
  const served = await page.request.get('/shops/eb-garamond', { headers: { accept: 'text/html' } });
  expect(served.headers()['cache-control']).toBe('private, no-cache');
  const html = await served.text();
  expect(html).toContain('incl. 20 % VAT');
  expect(html).toContain(`$${gross / 100}`);
  const guest = await page.request.get('/shops/eb-garamond', {
    headers: { accept: 'text/html', cookie: '' },
  });
  expect(await guest.text()).not.toContain('incl. 20 % VAT');

  const styles = page.getByRole('region', { name: 'Single styles' });
  await styles.getByRole('button', { name: 'Add EB Garamond Regular', exact: true }).click();
  await expect(cartSummary(page)).toHaveAttribute('aria-busy', 'false');
  await page.goto('/cart');
  const cart = cartSummary(page);
  await expect(cart).toHaveAttribute('aria-busy', 'false');
  await expect(cart.locator('.cart-line__price')).toContainText('incl. 20 % VAT');
  await expect(cart.getByTestId('cart-tax')).toContainText('incl. VAT France (20%)');
  const total = (await cart.getByTestId('cart-total').textContent()) ?? '';
  expect(cents(total)).toBe(gross);
  await saveScreenshot(page, 'consumer-fr-cart');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'consumer-fr-cart-phone');
  await page.goto('/shops/eb-garamond');
  await expect(regularPrice).toContainText('incl. 20 % VAT');
  await saveScreenshot(page, 'consumer-fr-shop-phone');
  await page.setViewportSize(DESKTOP);

  // The quote is priced as the cart, to the cent, and made out to her.
  await page.goto('/cart');
  await expect(cartSummary(page)).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Download cart as PDF quote' }).click();
  await page.waitForURL(/\/api\/v1\/cart\/quotes\/[^/]+\.pdf$/, { waitUntil: 'commit' });
  const text = pdfText(await (await page.request.get(page.url())).body());
  expect(text).toContain(`Total ${total}\n`);
  expect(text).toContain('Quote for');
  expect(text).toContain('Camille Martin');
  expect(text).toContain('1 Type Street');
  expect(text).toContain('75001 Paris');
  expect(text).toContain('VAT France (20%)');
});

test('a German business with a VAT number sees net prices, and 19 % VAT added in the cart', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  const italic = singleStyle(page, 'EB Garamond Italic').locator('.shop-option__price');
  const net = (await italic.textContent()) ?? '';
  await registerInCheckout(page, 'business-de');
  const form = orderForm(page);
  await fillAddress(form, 'Bernd Betrieb', { country: 'DE' });
  await form.getByLabel('VAT number (optional)').fill('DE136695976');
  await submitOrderInformation(page);

  // Checkout's address now prices the shop and the cart: net, with German VAT added.
  await page.goto('/shops/eb-garamond');
  await expect(cartSummary(page).getByTestId('cart-tax')).toHaveText(/^VAT Germany \(19%\)/);
  await expect(italic).toHaveText(net);
  await expect(italic).not.toContainText('incl.');
  await page.goto('/cart');
  const cart = cartSummary(page);
  await expect(cart.getByTestId('cart-tax')).toHaveText(/^VAT Germany \(19%\)/);
  await expect(cart.locator('.cart-line__price')).toHaveText(net);
  const total = (await cart.getByTestId('cart-total').textContent()) ?? '';
  expect(cents(total)).toBe(cents(net) + Math.round((cents(net) * 19) / 100));
});
