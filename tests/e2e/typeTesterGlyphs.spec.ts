import { expect, test, type Page } from '@playwright/test';
import { openTester } from './openTester';
import { saveScreenshot } from './screenshot';

/** The glyph view of EB Garamond (2,700 glyphs), its list in a box of its own. */
async function glyphBox(page: Page) {
  const tester = await openTester(page, '/typeface/eb-garamond?view=glyphs');
  const box = tester.getByRole('region', { name: /^Glyphs of / });
  await expect(box.getByRole('region', { name: 'Small caps' })).toBeAttached();
  return box;
}

const scrollTop = (page: Page) =>
  page.locator('.tester-glyphs__groups').evaluate((box) => box.scrollTop);

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the glyph list scrolls in its own box, by keyboard too (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const box = await glyphBox(page);
    const size = await box.evaluate((element) => ({
      client: element.clientHeight,
      scroll: element.scrollHeight,
      page: document.documentElement.scrollHeight,
    }));
    expect(size.client).toBeLessThanOrEqual(viewport.height * 0.7);
    expect(size.scroll).toBeGreaterThan(size.client * 3);
    // The page no longer grows with the glyphs (it was about 15,800 px).
    expect(size.page).toBeLessThan(8000);

    await box.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    // Groups below are laid out at an estimated height until drawn: the end moves a little.
    await page.keyboard.press('End');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(size.scroll / 2);

    // "Go to" brings a group's heading to the top of the box.
    await page.getByRole('combobox', { name: 'Go to glyph group' }).selectOption({
      label: (await page
        .locator('.tester-glyphs__jump option', { hasText: 'Small caps' })
        .textContent())!,
    });
    const heading = box.getByRole('region', { name: 'Small caps' }).getByRole('heading');
    await expect
      .poll(async () => {
        const [top, boxTop] = await Promise.all([
          heading.evaluate((element) => element.getBoundingClientRect().top),
          box.evaluate((element) => element.getBoundingClientRect().top),
        ]);
        return Math.abs(top - boxTop) < 40;
      })
      .toBe(true);
    await saveScreenshot(page, `type-tester-glyphs-box-${device}`);
  });
}

test("the glyph view opens on the first letter of the family's name, drawn large", async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/inter?view=glyphs');
  const zoom = tester.locator('.tester-glyphs__zoom');
  await expect(zoom.locator('figcaption')).toContainText('U+0049');
  const drawing = zoom.locator('.tester-glyph__drawing');
  await expect(drawing).toHaveText('I');
  expect((await drawing.boundingBox())?.width ?? 0).toBeGreaterThan(10);
});
