import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import { saveScreenshot } from './screenshot';

/** The price column of an option row, found by its Add/Added button. */
function optionPrice(page: Page, name: string): Locator {
  return page
    .locator('.shop-option')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Add(ed)? ${name}$`) }) })
    .locator('.shop-option__price');
}

/** The total the cart summary shows, once the server has answered the last change. */
async function settledTotal(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: 'Your cart' });
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  return (await summary.getByTestId('cart-total').textContent()) ?? '';
}

test('shop: licences change prices, the cart is shared, quoted, and emptied', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/shops/eb-garamond');
  await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
  const basics = page.getByRole('button', { name: 'Licensing basics' });
  await basics.click();
  await expect(basics).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Install the fonts on computers/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to typeface' })).toHaveAttribute(
    'href',
    '/typeface/eb-garamond',
  );
  await expect(page.getByText('Your cart is currently empty')).toBeVisible();

  // A subfamily with Greek, and a single style of the other subfamily.
  const style = 'EB Garamond Bold Italic';
  const stylePriceBefore = await optionPrice(page, style).textContent();
  await page.getByLabel('Greek support').check();
  await page.getByRole('button', { name: 'Add EB Garamond Roman' }).click();
  await expect(page.getByRole('button', { name: 'Added EB Garamond Roman' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${style}` }).click();
  await expect(page.getByRole('button', { name: `Added ${style}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your cart' });
  // Scripts, like licences, apply to every line of this family.
  await expect(summary.getByText('Extra scripts: Greek')).toHaveCount(2);
  const familyPriceWithGreek = await optionPrice(page, 'EB Garamond').textContent();
  const totalBefore = await settledTotal(page);
  await expect(page.getByRole('link', { name: `Cart ${totalBefore}` })).toBeVisible();

  // A bigger desktop tier and a web licence: option prices and the cart both move.
  await page.getByLabel('Desktop licence').selectOption({ index: 3 });
  await page.getByLabel('Web licence').selectOption({ index: 2 });
  await expect(optionPrice(page, style)).not.toHaveText(stylePriceBefore ?? '');
  await expect(optionPrice(page, 'EB Garamond')).not.toHaveText(familyPriceWithGreek ?? '');
  await expect(summary.getByText(/^Web: /).first()).toBeVisible();
  const totalAfter = await settledTotal(page);
  expect(totalAfter).not.toBe(totalBefore);
  // The total shown is the server's: ask the cart API directly with this browser's cookies.
  const serverCart = await (await page.request.get('/api/v1/cart')).json();
  expect(serverCart.total.value).toBe(totalAfter);
  await expect(page.getByRole('link', { name: `Cart ${totalAfter}` })).toBeVisible();
  const shownLines = await summary.locator('.cart-line__name').allTextContents();
  await saveScreenshot(page, 'shop-desktop');

  // Share: the link opens the same cart in a fresh browser, at /cart.
  await page.getByRole('button', { name: 'Share your cart as a link' }).click();
  const link = await page.getByLabel('Link to your cart').inputValue();
  expect(link).toMatch(/\/cart\?id=.+/);
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/cart$/);
  await expect(visitor.locator('.cart-line__name')).toHaveText(shownLines);
  expect(await settledTotal(visitor)).toBe(totalAfter);
  await saveScreenshot(visitor, 'cart-shared');
  await other.close();

  // The PDF quote: the browser navigates to the answered address (Chromium's PDF viewer);
  // waiting for that navigation to land keeps it from cutting into the next one.
  await page.getByRole('button', { name: 'Download cart as PDF quote' }).click();
  await page.waitForURL(/\/api\/v1\/cart\/quotes\/[^/]+\.pdf$/, { waitUntil: 'commit' });
  const bytes = await (await request.get(page.url())).body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = pdfText(bytes);
  for (const name of shownLines) expect(text).toContain(name);
  expect(text).toContain(totalAfter);

  // Remove one line: its option can be added again.
  await page.goto('/shops/eb-garamond');
  await page.getByRole('button', { name: `Remove ${style}` }).click();
  await expect(page.getByRole('button', { name: `Add ${style}` })).toBeVisible();

  // Phone width: the same till, one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'shop-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Empty the cart: the message, and the header link goes.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Empty your cart' }).click();
  await expect(page.getByText('Your cart is currently empty')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart / })).toHaveCount(0);
  await saveScreenshot(page, 'cart-empty');
});
