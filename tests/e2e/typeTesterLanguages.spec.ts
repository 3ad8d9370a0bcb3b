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
  const first = page.getByRole('textbox').first();
  const before = await line.screenshot();
  const settings = tester.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  const language = tester.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toContainText(['Any', 'Bashkir', 'Bulgarian']);
  await language.selectOption({ label: 'Bulgarian' });
  await expect(samples).toHaveAttribute('lang', 'bg');
  // Bulgarian has sample lines of its own: they take the lines, the typed text can come back.
  await expect(first).toHaveText('Ах, чудна българска земьо, полюшвай цъфтящи жита.');
  await tester.getByRole('button', { name: 'Undo' }).click();
  await expect(first).toHaveText('где жизнь бук');
  // Cormorant's locl for BGR draws д, ж, и, к… in their Bulgarian shapes.
  await expect.poll(async () => (await line.screenshot()).equals(before)).toBe(false);
  await expect(page).toHaveURL(/lang=bg/);
  await saveScreenshot(page, 'type-tester-language-bulgarian');

  // Back to no language: the script's samples, then the typed text drawn as at first.
  await language.selectOption({ label: 'Any' });
  await expect(samples).not.toHaveAttribute('lang', /./);
  await tester.getByRole('button', { name: 'Undo' }).click();
  await expect(first).toHaveText('где жизнь бук');
  await expect.poll(async () => (await line.screenshot()).equals(before)).toBe(true);
});

test('each language brings its own samples; an Arabic family shows its Latin companion', async ({
  page,
}) => {
  const tester = await openTester(page, '/typeface/vazirmatn');
  const lines = tester.getByRole('textbox');
  // Two Persian lines and one of the family's Latin lines, which runs left to right.
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveAttribute('dir', 'rtl');
  await expect(lines.nth(2)).toHaveText('Hamburg 2024 office, third floor');
  await expect(lines.nth(2)).toHaveAttribute('dir', 'ltr');
  await saveScreenshot(page, 'type-tester-vazirmatn-latin-companion');

  const settings = tester.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  const language = tester.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toContainText(['Any', 'Arabic', 'Persian', 'Urdu']);
  await language.selectOption({ label: 'Urdu' });
  await expect(lines.nth(0)).toHaveText('ہزاروں خواہشیں ایسی کہ ہر خواہش پہ دم نکلے');
  await expect(lines.nth(2)).toHaveText('Hamburg 2024 office, third floor');
  await expect(page).toHaveURL(/lang=ur/);

  // Typed text is never dropped silently: another language keeps it for Undo.
  await lines.nth(1).click();
  await page.keyboard.type(' و');
  await language.selectOption({ label: 'Persian' });
  await expect(lines.nth(1)).toHaveText('توانا بود هر که دانا بود، ز دانش دل پیر برنا بود');
  await expect(tester.getByText('Your text was replaced.')).toBeVisible();
  await tester.getByRole('button', { name: 'Undo' }).click();
  await expect(lines.nth(1)).toContainText(' و');
});

test('a Latin family offers the languages it can set, each with its lines', async ({ page }) => {
  const tester = await openTester(page, '/typeface/eb-garamond');
  const settings = tester.getByRole('button', { name: 'Settings' });
  if (await settings.isVisible()) await settings.click();
  const language = tester.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'German' });
  const first = tester.getByRole('textbox').first();
  await expect(first).toHaveText('Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich.');
  await language.selectOption({ label: 'Vietnamese' });
  await expect(first).toHaveText(
    'Trăm năm trong cõi người ta, chữ tài chữ mệnh khéo là ghét nhau.',
  );
  await expect(page.locator('.tester-samples')).toHaveAttribute('lang', 'vi');
  await saveScreenshot(page, 'type-tester-language-vietnamese');
});
