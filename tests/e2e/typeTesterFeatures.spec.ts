import { expect, test } from '@playwright/test';
import { fontsSettled, openTester } from './openTester';

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

test('each feature toggle draws what the feature changes in the family, before and after', async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  const settings = page.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  // The example is not part of the toggle's name: a screen reader hears "Petite capitals".
  const petite = tester.getByRole('button', { name: 'Petite capitals', exact: true });
  const before = petite.locator('.tester-toggle__before');
  const after = petite.locator('.tester-toggle__after');
  await expect(before).toHaveText('a');
  await expect(after).toHaveText('a');
  await expect(after).toHaveCSS('font-feature-settings', '"pcap"');
  await expect(before).toHaveCSS('font-family', /EB Garamond/);
  await fontsSettled(page);
  // The feature changes what the family draws of that text: the same element, drawn with the
  // example's setting, differs.
  const plain = await before.screenshot();
  await before.evaluate((element) => {
    (element as HTMLElement).style.fontFeatureSettings = '"pcap"';
  });
  await expect.poll(async () => (await before.screenshot()).equals(plain)).toBe(false);
  // Fractions show their own example, whatever the probe text holds.
  const fractions = tester.getByRole('button', { name: 'Fractions', exact: true });
  await expect(fractions.locator('.tester-toggle__before')).toHaveText('1/2');
});
