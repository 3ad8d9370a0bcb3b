import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addStyleInShop,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { invoiceText } from './orderDownloads';
import { saveScreenshot } from './screenshot';
import { DESKTOP, PHONE } from './viewports';

// Two paid orders and an invoice PDF with embedded fonts: slow on a busy machine.
test.setTimeout(180_000);

function orderCard(page: Page, orderId: string) {
  return page.getByRole('article', { name: `Order #${orderId}` });
}

test('a customer upgrades desktop 1–5 to 6–20 computers from the order history and pays the difference', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Italic');
  await registerInCheckout(page, 'upgrade');
  await fillAddress(orderForm(page), 'Ute Upgrade', SWISS);
  await submitOrderInformation(page);
  await acceptTerms(page);
  const first = await payAndSucceed(page);

  await page.goto('/user/orders');
  const card = orderCard(page, first);
  await card.getByRole('button', { name: 'Upgrade EB Garamond Italic' }).click();
  const form = page.getByRole('form', { name: 'Upgrade EB Garamond Italic' });
  await expect(form.getByText('paid toward it: $50.')).toBeVisible();
  // A licence no larger than the one owned cannot be added.
  await expect(form.getByRole('button', { name: 'Add upgrade to cart' })).toBeDisabled();
  await expect(form.getByLabel('Desktop licence').locator('option')).toHaveText([
    '1–5 computers',
    '6–20 computers',
    '21–50 computers',
    '51–100 computers',
    '101–250 computers',
  ]);
  await form.getByLabel('Desktop licence').selectOption({ label: '6–20 computers' });
  await expect(form.locator('.upgrade-panel__price')).toContainText(
    'New licence$85Credit for what you paid-$50To pay$35',
  );
  await saveScreenshot(page, 'upgrade-orders-form');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'upgrade-orders-form-phone');
  await page.setViewportSize(DESKTOP);

  await form.getByRole('button', { name: 'Add upgrade to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText(`Upgrade of order #${first}`)).toBeVisible();
  await expect(
    cart.getByText(`Upgrade credit: EB Garamond Italic (Order #${first})`),
  ).toBeVisible();
  await expect(cart.getByText('Desktop: 6–20 computers')).toBeVisible();
  await saveScreenshot(page, 'upgrade-cart');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'upgrade-cart-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await fillAddress(orderForm(page), 'Ute Upgrade', SWISS);
  await submitOrderInformation(page);
  const review = page.locator('.checkout-cart');
  await expect(
    review.getByText(`Upgrade credit: EB Garamond Italic (Order #${first})`),
  ).toBeVisible();
  await expect(review.getByTestId('checkout-total')).toHaveText('$35');
  await saveScreenshot(page, 'upgrade-review');
  await acceptTerms(page);
  const second = await payAndSucceed(page);

  const text = await invoiceText(page);
  expect(text).toMatch(/EB Garamond Italic \$85/);
  expect(text).toContain('Desktop: 6–20 computers');
  expect(text).toContain(`Upgrade of order #${first}`);
  expect(text).toContain(`Upgrade credit: EB Garamond Italic (Order #${first}) -$50`);
  expect(text).toContain('Total (gross) $35');

  await page.goto('/user/orders');
  await expect(orderCard(page, first).getByText(`Upgraded in order #${second}`)).toBeVisible();
  await expect(
    orderCard(page, first).getByRole('button', { name: 'Upgrade EB Garamond Italic' }),
  ).toHaveCount(0);
  await expect(orderCard(page, second).getByText(`Upgrade of order #${first}`)).toBeVisible();
  await saveScreenshot(page, 'upgrade-orders-after');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'upgrade-orders-after-phone');
});

test('a customer sees "Owned" in the shop for a style they license, and "Upgrade" at a larger licence', async ({
  page,
}) => {
  await addStyleInShop(page, 'EB Garamond Bold');
  await registerInCheckout(page, 'owner');
  await fillAddress(orderForm(page), 'Otto Owner', SWISS);
  await submitOrderInformation(page);
  await acceptTerms(page);
  const order = await payAndSucceed(page);

  await page.goto('/shops/eb-garamond');
  const styles = page.getByRole('region', { name: 'Single styles' });
  const row = (name: string) =>
    styles.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  // At the licence bought (desktop, 1–5 computers) the style is owned; the others are for sale.
  await expect(row('EB Garamond Bold').getByText('Owned', { exact: true })).toBeVisible();
  await expect(row('EB Garamond Bold').getByRole('button')).toHaveCount(0);
  // The family holds the owned style: it is priced as an upgrade, less the $50 paid.
  const packages = page.getByRole('region', { name: 'Packages' });
  const family = packages.getByRole('listitem').filter({ hasText: 'save $80' });
  await expect(
    family.getByRole('button', { name: 'Upgrade EB Garamond', exact: true }),
  ).toBeVisible();
  await expect(family).toContainText('$270 less $50 already paid');
  await expect(
    styles.getByRole('button', { name: 'Add EB Garamond Italic', exact: true }),
  ).toBeVisible();
  await saveScreenshot(page, 'shop-owned');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'shop-owned-phone');
  await page.setViewportSize(DESKTOP);

  // A larger desktop licence than the one owned: the style offers the upgrade, priced as one.
  await page.getByLabel('Desktop licence').selectOption({ label: '6–20 computers' });
  const upgrade = styles.getByRole('button', { name: 'Upgrade EB Garamond Bold', exact: true });
  await expect(upgrade).toBeVisible();
  await expect(row('EB Garamond Bold')).toContainText('$35 less $50 already paid');
  await expect(row('EB Garamond Bold').getByText('Owned', { exact: true })).toHaveCount(0);
  await upgrade.click();
  await page.goto('/cart');
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText(`Upgrade of order #${order}`)).toBeVisible();
});
