import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';

const HINT = 'Choose a desktop, web or app licence to see prices and add fonts to your cart.';
const NOTE = 'Already included in EB Garamond, so removed from your cart: EB Garamond Regular.';

/** Desktop and phone screenshots of the page as it is now. */
async function screenshots(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('shop: nothing to add without a licence; the family takes the place of its styles', async ({
  page,
}) => {
  await page.goto('/shops/eb-garamond');
  await expect(page.getByRole('heading', { level: 1, name: 'EB Garamond' })).toBeVisible();
  const addButtons = page.locator('.shop-option').getByRole('button', { name: /^Add / });
  const prices = page.locator('.shop-option__price');

  // Every licence at None: no price, no active Add, and the hint says what to do.
  for (const label of ['Desktop licence', 'Web licence', 'App licence']) {
    await page.getByLabel(label).selectOption('');
  }
  await expect(page.getByRole('status').filter({ hasText: HINT })).toBeVisible();
  expect(await addButtons.count()).toBeGreaterThan(10);
  for (const button of await addButtons.all()) await expect(button).toBeDisabled();
  for (const price of await prices.all()) await expect(price).toHaveText('');
  await screenshots(page, 'shop-no-licence');

  // A desktop licence: prices and Add come back.
  await page.getByLabel('Desktop licence').selectOption({ index: 1 });
  await expect(page.getByText(HINT)).toHaveCount(0);
  await expect(prices.first()).toHaveText(/^\$\d/);
  const familyPrice = await page
    .locator('.shop-option')
    .filter({ has: page.getByRole('button', { name: 'Add EB Garamond', exact: true }) })
    .locator('.shop-option__price')
    .textContent();

  // A style, then its family: only the family stays, with the note.
  await page.getByRole('button', { name: 'Add EB Garamond Regular' }).click();
  await expect(page.getByRole('button', { name: 'Added EB Garamond Regular' })).toBeVisible();
  await page.getByRole('button', { name: 'Add EB Garamond', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added EB Garamond', exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your cart' });
  await expect(summary.getByRole('status')).toHaveText(NOTE);
  await expect(summary.locator('.cart-line__name')).toHaveText(['EB Garamond']);
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(summary.getByTestId('cart-total')).toHaveText(familyPrice ?? '');
  const regularRow = page
    .locator('.shop-option')
    .filter({ has: page.locator('.shop-option__name', { hasText: /^EB Garamond Regular$/ }) });
  await expect(regularRow).toContainText('Included in EB Garamond');
  await expect(regularRow.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Included in EB Garamond', { exact: true })).toHaveCount(10);
  const serverCart = await (await page.request.get('/api/v1/cart')).json();
  expect(serverCart.items.map((item: { option_id: string }) => item.option_id)).toEqual([
    'eb-garamond',
  ]);
  expect(serverCart.total.value).toBe(familyPrice);
  await screenshots(page, 'shop-family-replaces-style');

  // The cart page shows the same note.
  await page.getByRole('link', { name: `Cart ${familyPrice}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status').filter({ hasText: NOTE })).toBeVisible();
  await screenshots(page, 'cart-family-replaces-style');
});
