import { expect, test } from '@playwright/test';
import { openTester } from './openTester';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

test("Inter's All styles draws every named instance at its own coordinates", async ({ page }) => {
  const tester = await openTester(page, '/typeface/inter');
  await tester.getByRole('button', { name: 'All styles' }).click();
  const samples = page.getByRole('list', { name: 'All styles' }).locator('.tester-sample');
  await expect(samples).toHaveCount(18);
  const settings = await samples.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).fontVariationSettings),
  );
  const upright = settings.slice(0, 9);
  expect(new Set(upright).size).toBe(9);
  expect(upright[0]).toContain('"wght" 100');
  expect(upright[8]).toContain('"wght" 900');
  const captions = page.getByRole('list', { name: 'All styles' }).locator('.tester-caption');
  await expect(captions.first()).toHaveText('Thin');
  await expect(captions.last()).toHaveText('Black Italic');
  await page.evaluate(() => document.fonts.ready);
  const [thin, black] = await Promise.all([
    samples.nth(0).screenshot(),
    samples.nth(8).screenshot(),
  ]);
  expect(thin.equals(black)).toBe(false);
});

test("the family overview lists Inter's instances, each at its weight", async ({ page }) => {
  await page.goto('/typeface/inter');
  const names = page.locator('.style-list li');
  await expect(names.first()).toHaveText('Inter Thin');
  await expect(names).toHaveCount(9);
  const settings = await names.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).fontVariationSettings),
  );
  expect(new Set(settings).size).toBe(9);
});

test('two lines of one tester keep different weights after a reload', async ({ page }) => {
  const tester = await openTester(page, '/typeface/inter');
  await tester.getByRole('combobox', { name: 'Style of line 1' }).selectOption({ label: 'Light' });
  await tester.getByRole('combobox', { name: 'Style of line 2' }).selectOption({ label: 'Black' });
  await expect(page).toHaveURL(/line-axes=.*wght%3A300.*line-axes=.*wght%3A900/);
  // Opened again from its address, as a reload does.
  await openTester(page, page.url());
  const lines = page.locator('.tester-line .tester-sample');
  await expect(lines.nth(0)).toHaveCSS('font-variation-settings', /"wght" 300/);
  await expect(lines.nth(1)).toHaveCSS('font-variation-settings', /"wght" 900/);
  await expect(page.getByRole('combobox', { name: 'Style of line 2' })).toHaveValue(
    'regular@Black',
  );

  // A slider sets every line: the lines' own weights give way.
  await page.getByRole('slider', { name: 'Weight axis' }).fill('650');
  await expect(lines.nth(0)).toHaveCSS('font-variation-settings', /"wght" 650/);
  await expect(lines.nth(1)).toHaveCSS('font-variation-settings', /"wght" 650/);
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`Inter's tester on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const tester = await openTester(page, '/typeface/inter');
    await tester
      .getByRole('combobox', { name: 'Style of line 2' })
      .selectOption({ label: 'Black' });
    await page.evaluate(() => document.fonts.ready);
    await saveScreenshot(page, `inter-tester-${device}`);
  });
}
