import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import { addStyleInShop } from './checkoutJourney';
import { saveScreenshot } from './screenshot';
import { serverCommand } from './serverCommand';

/** The total the cart shows, once the server has answered the last change. */
async function settledTotal(page: Page): Promise<string> {
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart).toHaveAttribute('aria-busy', 'false');
  return (await cart.getByTestId('cart-total').textContent()) ?? '';
}

test('a cart with a discount code has the same total in its PDF quote and its shared link', async ({
  page,
  browser,
  request,
}) => {
  expect(serverCommand('discount-code', 'create', 'AUTUMN20', '--percent', '20')).toContain(
    'AUTUMN20: 20% off',
  );
  await addStyleInShop(page, 'EB Garamond Italic');
  await addStyleInShop(page, 'EB Garamond Bold', 1);
  await page.goto('/cart');
  const codeForm = page.getByRole('form', { name: 'Discount code' });
  await codeForm.getByLabel('Discount code').fill('autumn20');
  await codeForm.getByRole('button', { name: 'Apply' }).click();
  await expect(codeForm.getByText('Code AUTUMN20 applied.')).toBeVisible();
  const total = await settledTotal(page);
  expect(total).toMatch(/^\$[\d,]+(\.\d\d)?$/);

  // The shared link opens, in another browser, at the same total, with the code.
  await page.getByRole('button', { name: 'Share your cart as a link' }).click();
  const link = await page.getByLabel('Link to your cart').inputValue();
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/cart$/);
  await expect(
    visitor.getByRole('region', { name: 'Your cart' }).getByText('Discount code AUTUMN20 (20%)'),
  ).toBeVisible();
  expect(await settledTotal(visitor)).toBe(total);
  await saveScreenshot(visitor, 'cart-shared-with-code');
  await other.close();

  // The PDF quote: its total, read with pdftotext, is the cart's to the cent.
  await page.getByRole('button', { name: 'Download cart as PDF quote' }).click();
  await page.waitForURL(/\/api\/v1\/cart\/quotes\/[^/]+\.pdf$/, { waitUntil: 'commit' });
  const text = pdfText(await (await request.get(page.url())).body());
  expect(text).toContain('Discount code AUTUMN20 (20%)');
  expect(text).toContain(`Total ${total}\n`);
});
