import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

test.use({ viewport: PHONE });

test('on a phone, a sticky bar shows the cart total and Checkout once the cart holds something', async ({
  page,
}) => {
  await page.goto('/shops/eb-garamond');
  const bar = page.getByRole('complementary', { name: 'Cart summary' });
  const styles = page.getByRole('region', { name: 'Single styles' });
  await expect(
    styles.getByRole('button', { name: 'Add EB Garamond Italic', exact: true }),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);

  await styles.getByRole('button', { name: 'Add EB Garamond Italic', exact: true }).click();
  // The live region says what the add came to.
  const announcement = page.locator('.cart-announcement');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(announcement).toHaveText('EB Garamond Italic added to your cart.');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /1 item · \$50/ })).toBeVisible();
  // It stays in view at the bottom of the screen while the shop scrolls under it.
  const box = await bar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
  await saveScreenshot(page, 'phone-cart-bar');
  await page.screenshot({ path: 'test-results/screens/phone-cart-bar-viewport.png' });

  await styles.getByRole('button', { name: 'Add EB Garamond Regular', exact: true }).click();
  await expect(bar.getByRole('link', { name: /2 items · \$100/ })).toBeVisible();

  // Not on a desktop, and not where the cart shows itself.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await page.setViewportSize(PHONE);
  await bar.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(bar).toHaveCount(0);
});
