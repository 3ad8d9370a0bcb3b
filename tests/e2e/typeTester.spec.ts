import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';

const sample = (page: Page) => page.locator('.tester-sample').first();

async function sampleWidth(page: Page): Promise<number> {
  return sample(page).evaluate((element) => {
    // The text's natural width on one line (a wrapped line would just fill the block).
    const html = element as HTMLElement;
    html.style.whiteSpace = 'nowrap';
    html.style.width = 'max-content';
    const width = html.getBoundingClientRect().width;
    html.style.whiteSpace = '';
    html.style.width = '';
    return width;
  });
}

test('small caps and oldstyle figures really change the EB Garamond sample', async ({ page }) => {
  await page.goto('/typeface/eb-garamond');
  const tester = page.getByRole('region', { name: 'Editable samples' });
  await expect(sample(page)).toBeVisible();
  // A sentence with lowercase and figures: "Printed in Frankfurt in 1592, …".
  await expect(sample(page)).toContainText('1592');
  // The sample is drawn from the family's own face once one of its files has loaded: the Latin
  // tester subset, declared after the whole file, serves these characters, so the whole file
  // is never fetched and `document.fonts.check` (which asks for every face that covers the
  // text) stays false. The names' and title's subsets are families of their own.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'EB Garamond' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);

  const before = await sampleWidth(page);
  await tester.getByRole('button', { name: 'Small caps' }).first().click();
  await expect(tester.getByRole('button', { name: 'Small caps' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tester.getByRole('button', { name: 'Oldstyle figures' }).first().click();

  const settings = await sample(page).evaluate((el) => getComputedStyle(el).fontFeatureSettings);
  expect(settings).toContain('"smcp"');
  expect(settings).toContain('"onum"');
  const after = await sampleWidth(page);
  // Small caps are wider than lowercase: the line grows visibly.
  expect(Math.abs(after - before)).toBeGreaterThan(10);
  await saveScreenshot(page, 'type-tester');
});

test('the slider sets the sample size within the family range', async ({ page }) => {
  await page.goto('/typeface/eb-garamond');
  const slider = page.getByRole('slider', { name: 'Font size' });
  await expect(slider).toHaveAttribute('min', '12');
  await expect(slider).toHaveAttribute('max', '160');
  await expect(slider).toHaveValue('48');
  await slider.fill('100');
  await expect(page.locator('.tester-samples')).toHaveAttribute('style', /--tester-size: 100px/);
});
