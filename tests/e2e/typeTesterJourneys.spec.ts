import { expect, test, type Page } from '@playwright/test';
import { fontsSettled, openTester } from './openTester';
import { saveScreenshot } from './screenshot';

/** A picture of what the samples draw: the DOM cannot tell one outline from another. */
const drawn = (page: Page) => page.locator('.tester-samples').screenshot();

/** Open the panel where a phone hides it (wide screens always show it). */
async function settings(page: Page) {
  const toggle = page.getByRole('button', { name: 'Settings' });
  if (await toggle.isVisible()) await toggle.click();
}

test('a line set in the italic draws italic letters', async ({ page }) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  const line = page.locator('.tester-line').nth(1);
  const before = await line.locator('.tester-sample').screenshot();
  await tester.getByRole('combobox', { name: 'Style of line 2' }).selectOption({ label: 'Italic' });
  await expect(line.locator('.tester-sample')).toHaveCSS('font-style', 'italic');
  await page.evaluate(() => document.fonts.ready);
  const after = await line.locator('.tester-sample').screenshot();
  expect(after.equals(before)).toBe(false);
});

test('the all-styles view shows one line in every style, italics included', async ({ page }) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  await tester.getByRole('button', { name: 'All styles' }).click();
  const items = page.getByRole('list', { name: 'All styles' }).getByRole('listitem');
  await expect(items).toHaveCount(8);
  const boldItalicItem = items.filter({
    has: page.locator('.tester-caption', { hasText: /^Bold Italic$/ }),
  });
  await expect(boldItalicItem).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  const [regular, boldItalic] = await Promise.all([
    items.nth(0).locator('.tester-sample').screenshot(),
    boldItalicItem.locator('.tester-sample').screenshot(),
  ]);
  expect(regular.equals(boldItalic)).toBe(false);
  await saveScreenshot(page, 'type-tester-all-styles');
});

test('each control changes what is drawn', async ({ page }) => {
  // Ten before-and-after screenshots of the whole sample block.
  test.setTimeout(180_000);
  const tester = await openTester(page, '/typeface/eb-garamond');
  const changes = async (act: () => Promise<unknown>) => {
    const before = await drawn(page);
    await act();
    await page.evaluate(() => document.fonts.ready);
    // A screenshot of the whole sample block takes a while on a busy machine.
    await expect
      .poll(async () => (await drawn(page)).equals(before), { timeout: 20_000 })
      .toBe(false);
  };
  await changes(() => tester.getByRole('slider', { name: 'Font size' }).fill('80'));
  await changes(() => tester.getByRole('slider', { name: 'Leading' }).fill('2'));
  await changes(() => tester.getByRole('slider', { name: 'Tracking' }).fill('100'));
  await changes(() => tester.getByRole('button', { name: 'Align centre' }).click());
  await changes(() => tester.getByRole('button', { name: 'Align right' }).click());
  await changes(() => tester.getByRole('button', { name: 'Invert colours' }).click());
  await changes(() => tester.getByRole('button', { name: 'All caps', exact: true }).click());
  await changes(() => tester.getByRole('button', { name: 'All small caps' }).click());
  await changes(() => tester.getByRole('button', { name: 'Oldstyle figures' }).click());
  await changes(() => tester.getByRole('button', { name: 'Waterfall' }).click());
  // Several sizes, each its own, all within the family's range (the size slider's bounds).
  const slider = tester.getByRole('slider', { name: 'Font size' });
  const [min, max] = [
    Number(await slider.getAttribute('min')),
    Number(await slider.getAttribute('max')),
  ];
  const sizes = await page
    .getByRole('list', { name: 'Waterfall' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => parseFloat(item.querySelector('.tester-caption')?.textContent ?? '')),
    );
  expect(sizes.length).toBeGreaterThan(3);
  expect(new Set(sizes).size).toBe(sizes.length);
  for (const size of sizes) {
    expect(size).toBeGreaterThanOrEqual(min);
    expect(size).toBeLessThanOrEqual(max);
  }
});

test('one stylistic set toggled alone changes the drawing, and only that set is on', async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/alegreya-sans?text=1234 IVX ←→');
  const sets = tester.getByRole('group', { name: 'Stylistic sets' });
  // Each toggle is named by its set; its drawn example (before → after) is not part of it.
  const names = ['Roman numerals', 'Arrows, triangles and circles', 'Foundry icon'];
  await expect(sets.getByRole('button')).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(sets.getByRole('button').nth(index)).toHaveAccessibleName(name);
  }
  const before = await drawn(page);
  await sets.getByRole('button', { name: 'Arrows, triangles and circles' }).click();
  await expect(sets.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(page.locator('.tester-samples')).toHaveCSS('font-feature-settings', /"ss02"/);
  await expect.poll(async () => (await drawn(page)).equals(before)).toBe(false);
});

test('a variable axis slider changes the weight drawn', async ({ page }) => {
  const tester = await openTester(page, '/typeface/inter');
  const before = await drawn(page);
  await tester.getByRole('slider', { name: 'Weight axis' }).fill('850');
  await expect(page.locator('.tester-sample').first()).toHaveCSS(
    'font-variation-settings',
    /"wght" 850/,
  );
  await expect.poll(async () => (await drawn(page)).equals(before)).toBe(false);
  await tester.getByRole('combobox', { name: 'Instance' }).selectOption('SemiBold');
  await expect(tester.getByRole('slider', { name: 'Weight axis' })).toHaveValue('600');
});

test('the glyph view shows an unencoded small-cap glyph and what produces it', async ({ page }) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  await tester.getByRole('button', { name: 'Glyphs' }).click();
  const smallCaps = page.getByRole('region', { name: 'Small caps' });
  await expect(smallCaps).toBeVisible({ timeout: 90_000 });
  const glyph = smallCaps.getByRole('button').first();
  await glyph.scrollIntoViewIfNeeded();
  await glyph.hover();
  const zoom = page.locator('.tester-glyphs__zoom');
  await expect(zoom).toContainText(/Feature (smcp|c2sc)/);
  const drawing = zoom.locator('.tester-glyph__drawing');
  await expect(drawing).toHaveCSS('font-feature-settings', /"(smcp|c2sc)"/);
  await expect(drawing).toHaveCSS('font-size', '160px');
  // The enlarged small capital differs from the same letter drawn without the feature.
  const withFeature = await drawing.screenshot();
  await drawing.evaluate(
    (element) => ((element as HTMLElement).style.fontFeatureSettings = 'normal'),
  );
  expect((await drawing.screenshot()).equals(withFeature)).toBe(false);
  await saveScreenshot(page, 'type-tester-glyphs');
});

test('a shared tester link reproduces the set-up in a new browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tester = await openTester(page, '/typeface/eb-garamond');
  const first = page.getByRole('textbox').first();
  await first.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Hamburg 2024 office');
  await tester.getByRole('combobox', { name: 'Style of line 1' }).selectOption({
    label: 'Bold Italic',
  });
  await tester.getByRole('slider', { name: 'Font size' }).fill('90');
  await tester.getByRole('button', { name: 'Small caps', exact: true }).click();
  await tester.getByRole('button', { name: 'Align centre' }).click();
  await expect(page).toHaveURL(/size=90/);
  await expect(page).toHaveURL(/case=3/);
  const link = page.url();
  // The Bold Italic was asked for by the change: the picture is of it, not of a stand-in.
  await fontsSettled(page);
  const picture = await page.locator('.tester-line').first().screenshot();

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await openTester(visitor, link);
  await expect(visitor.getByRole('textbox').first()).toHaveText('Hamburg 2024 office');
  await expect(visitor.getByRole('slider', { name: 'Font size' })).toHaveValue('90');
  await expect(visitor.getByRole('button', { name: 'Small caps', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(visitor.locator('.tester-sample').first()).toHaveCSS('font-style', 'italic');
  const reproduced = await visitor.locator('.tester-line').first().screenshot();
  expect(reproduced.equals(picture)).toBe(true);
  await other.close();
});

test('New samples keeps typed text recoverable', async ({ page }) => {
  const tester = await openTester(page, '/typeface/literata');
  const first = page.getByRole('textbox').first();
  await first.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('My own words');
  await tester.getByRole('button', { name: 'New samples' }).click();
  await expect(first).not.toHaveText('My own words');
  await tester.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox').first()).toHaveText('My own words');
});

test('Vazirmatn offers no small caps for Persian, and its Latin companion has them', async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/vazirmatn');
  await settings(page);
  await expect(tester.getByRole('button', { name: 'Small caps', exact: true })).toHaveCount(0);
  await tester.getByRole('combobox', { name: 'Script' }).selectOption('Latin');
  await expect(page.getByRole('textbox').first()).toHaveAttribute('dir', 'ltr');
  await expect(tester.getByRole('button', { name: 'All small caps' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the controls fold into a bar and the sample stays above the fold', async ({ page }) => {
    await page.goto('/typeface/eb-garamond#editable-samples');
    const tester = page.getByRole('region', { name: 'Editable samples' });
    await expect(page.locator('.tester-sample').first()).toBeVisible({ timeout: 20_000 });
    await expect(tester.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(tester.getByRole('button', { name: 'All caps', exact: true })).toBeHidden();
    const heading = await tester.getByRole('heading', { name: 'Editable samples' }).boundingBox();
    const sample = await page.locator('.tester-sample').first().boundingBox();
    expect(sample && heading && sample.y - heading.y).toBeLessThan(844 * 0.6);
    await saveScreenshot(page, 'type-tester-phone');
    await tester.getByRole('button', { name: 'Settings' }).click();
    await expect(tester.getByRole('button', { name: 'All caps', exact: true })).toBeVisible();
  });
});
