import { expect, test } from '@playwright/test';
import { openTester } from './openTester';
import { saveScreenshot } from './screenshot';

test('a language of the font sets its local forms: Bulgarian Cyrillic in Cormorant', async ({
  page,
}) => {
  const tester = await openTester(
    page,
    '/typeface/cormorant-garamond?script=Cyrillic&text=где жизнь бук',
  );
  const samples = page.locator('.tester-samples');
  const line = page.locator('.tester-line').first();
  const before = await line.screenshot();
  const settings = tester.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  const language = tester.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toContainText(['Any', 'Bashkir', 'Bulgarian']);
  await language.selectOption({ label: 'Bulgarian' });
  await expect(samples).toHaveAttribute('lang', 'bg');
  // Cormorant's locl for BGR draws д, ж, и, к… in their Bulgarian shapes.
  await expect.poll(async () => (await line.screenshot()).equals(before)).toBe(false);
  await expect(page).toHaveURL(/lang=bg/);
  await saveScreenshot(page, 'type-tester-language-bulgarian');

  // Back to no language: the drawing is the first one again.
  await language.selectOption({ label: 'Any' });
  await expect(samples).not.toHaveAttribute('lang', /./);
  await expect.poll(async () => (await line.screenshot()).equals(before)).toBe(true);
});
