import { expect, test, type Page } from '@playwright/test';
import * as fontkit from 'fontkit';
import { pdfText } from '../server/support/pdfText';
import {
  acceptTerms,
  fillAddress,
  orderForm,
  payAndSucceed,
  registerInCheckout,
  submitOrderInformation,
  SWISS,
} from './checkoutJourney';
import { setLinesInFont } from './fontInPage';
import { orderZipFiles } from './orderDownloads';
import { saveScreenshot } from './screenshot';

// Two paid orders, each zip made on its first download (HarfBuzz subsetting, WOFF2).
test.setTimeout(240_000);

const STYLE = 'EB Garamond Regular';
const CYRILLIC = (codePoint: number) => codePoint >= 0x0400 && codePoint <= 0x04ff;

/** Buys EB Garamond Regular for desktop and web, with or without the Cyrillic extra. */
async function buyRegular(page: Page, withCyrillic: boolean): Promise<Map<string, Buffer>> {
  await page.goto('/shops/eb-garamond');
  await page.getByLabel('Web licence').selectOption({ index: 1 });
  if (withCyrillic) await page.getByLabel('Cyrillic support').check();
  const styles = page.getByRole('region', { name: 'Single styles' });
  await styles.getByRole('button', { name: `Add ${STYLE}`, exact: true }).click();
  await expect(styles.getByRole('button', { name: `Added ${STYLE}`, exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your cart' });
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(summary.getByText(/Extra scripts?: Cyrillic/)).toHaveCount(withCyrillic ? 1 : 0);

  await registerInCheckout(page, withCyrillic ? 'cyrillic' : 'latin');
  await fillAddress(orderForm(page), 'Vera Script', SWISS);
  await submitOrderInformation(page);
  await acceptTerms(page);
  await payAndSucceed(page);
  return orderZipFiles(page);
}

function fontsIn(files: Map<string, Buffer>) {
  return [...files]
    .filter(([name]) => /\.(ttf|otf|woff2?)$/.test(name))
    .map(([name, data]) => ({ name, data, font: fontkit.create(data) as fontkit.Font }));
}

/** Sets the lines in the delivered font (small caps on the second) and screenshots them. */
async function showFont(page: Page, font: Buffer, lines: string[], screenshot: string) {
  const shown = await setLinesInFont(page, font, lines, { smallCapsLine: 1 });
  expect(shown.loaded).toBe(true);
  for (const { font: inFont, fallback } of shown.widths) expect(inFont).not.toBe(fallback);
  await page.screenshot({ path: `test-results/screens/${screenshot}.png` });
}

test('a family bought without Cyrillic delivers no Cyrillic; bought with it, the fonts hold it', async ({
  page,
}) => {
  const latin = await buyRegular(page, false);
  const latinFonts = fontsIn(latin);
  expect(latinFonts.map((font) => font.name).sort()).toEqual([
    'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf',
    'EB Garamond/Web/WOFF/EBGaramond_400Regular.woff',
    'EB Garamond/Web/WOFF2/EBGaramond_400Regular.woff2',
  ]);
  for (const { name, font } of latinFonts) {
    expect(font.characterSet.filter(CYRILLIC), name).toEqual([]);
    expect(font.hasGlyphForCodePoint(0x00e6), name).toBe(true); // æ: Latin is all there
  }
  expect(latin.get('README.txt')?.toString('utf8')).toContain('EB Garamond: Latin\n');
  expect(pdfText(latin.get('Licence certificate.pdf') ?? Buffer.alloc(0))).toContain(
    'Scripts: Latin',
  );
  const desktop = latin.get('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf');
  await showFont(
    page,
    desktop ?? Buffer.alloc(0),
    ['Office affluent fjord 1592', 'Small caps Office 1847', 'AVATAR Wave — Съешь'],
    'delivered-latin-only',
  );

  // Another customer: the first one logs out with the cookies.
  await page.context().clearCookies();
  const cyrillic = await buyRegular(page, true);
  const cyrillicFonts = fontsIn(cyrillic);
  expect(cyrillicFonts).toHaveLength(3);
  for (const { name, font } of cyrillicFonts) {
    expect(font.characterSet.filter(CYRILLIC).length, name).toBeGreaterThan(200);
    expect(
      font.layout('Съешь же ещё').glyphs.every((glyph) => glyph.id !== 0),
      name,
    ).toBe(true);
    expect(font.hasGlyphForCodePoint(0x03b1), name).toBe(false); // α: Greek was not bought
  }
  expect(cyrillic.get('README.txt')?.toString('utf8')).toContain('EB Garamond: Latin, Cyrillic\n');
  expect(pdfText(cyrillic.get('Licence certificate.pdf') ?? Buffer.alloc(0))).toContain(
    'Scripts: Latin, Cyrillic',
  );
  await showFont(
    page,
    cyrillic.get('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf') ?? Buffer.alloc(0),
    ['Office affluent fjord 1592', 'Small caps Office 1847', 'Съешь же ещё этих булок'],
    'delivered-with-cyrillic',
  );
  await page.goto('/user/orders');
  await saveScreenshot(page, 'delivered-scripts-orders');
});
