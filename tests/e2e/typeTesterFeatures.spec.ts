import { expect, test } from '@playwright/test';
import { openTester } from './openTester';

test('EB Garamond offers petite capitals by name, and they change what is drawn', async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  const settings = page.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  const petite = tester.getByRole('button', { name: /petite/i }).first();
  await expect(petite).toBeVisible();
  const line = page.locator('.tester-line .tester-sample').first();
  const before = await line.screenshot();
  await petite.click();
  await expect(petite).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(async () => (await line.screenshot()).equals(before)).toBe(false);
  // Historical forms and the font's sets named by content/typefaces/eb-garamond/features.yaml.
  await expect(tester.getByRole('button', { name: 'Historical forms' })).toBeVisible();
  await expect(tester.getByRole('button', { name: 'Historical J and long s' })).toBeVisible();
  // Sorted under headings.
  await expect(tester.locator('.tester-features__heading')).toContainText([
    'Letters',
    'Figures',
    'Stylistic sets',
    'Positions',
  ]);
});
