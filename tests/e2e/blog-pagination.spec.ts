import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';

test.describe('blog pagination', () => {
  test('33 posts make three pages of 15 with the full pagination', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('.post-card')).toHaveCount(15);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('1 / 3')).toBeVisible();
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('complementary', { name: 'Fonts in use' })).toHaveCount(1);
    await saveScreenshot(page, 'blog');

    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pagination.getByText('2 / 3')).toBeVisible();
    // The new page scrolls to the top once its posts have rendered.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination.getByRole('link', { name: 'Page 3' }).click();
    await expect(page.locator('.post-card')).toHaveCount(3);

    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a page beyond the last is corrected to the last page', async ({ page }) => {
    // The app's redirect may come before the load event: wait for the address.
    await page.goto('/blog?page=99', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(page.getByText('3 / 3')).toBeVisible();
    await expect(page.locator('.post-card')).toHaveCount(3);
  });

  test('page 1 removes the parameter, from the server and inside the app', async ({ page }) => {
    const response = await page.goto('/blog?page=1');
    expect(response?.url()).toMatch(/\/blog$/);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText('1 / 3')).toBeVisible();

    // A link inside the app that names page 1 lands on the same address.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog?page=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('.post-card')).toHaveCount(15);
  });
});
