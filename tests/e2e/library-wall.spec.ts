import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { PHONE } from './viewports';

const names = (page: import('@playwright/test').Page) => page.locator('.typeface-card__name');

test('the library at 1440 px is a wall of names, several in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/typefaces');
  await expect(names(page).first()).toBeVisible();
  const tops = await names(page).evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()),
  );
  const inFirstScreen = tops.filter((box) => box.bottom <= 900 && box.top >= 0);
  expect(inFirstScreen.length).toBeGreaterThanOrEqual(4);
  // Side by side: the first row holds more than one family.
  expect(new Set(tops.map((box) => Math.round(box.left))).size).toBeGreaterThan(1);
  // Each name in its own face, the names' subset of its family.
  const families = await names(page).evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).fontFamily),
  );
  expect(families.some((family) => family.includes('Inter Names'))).toBe(true);
  await saveScreenshot(page, 'library-wall-1440');
});

test('the library on a phone keeps one column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/typefaces');
  await expect(names(page).first()).toBeVisible();
  const lefts = await names(page).evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'library-wall-phone');
});
