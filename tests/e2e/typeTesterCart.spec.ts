import { expect, test } from '@playwright/test';
import { pdfText } from '../server/support/pdfText';
import { fontsSettled, openTester } from './openTester';
import { saveScreenshot } from './screenshot';

test('a shared cart link carries the tester set-up, and the quote prints it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tester = await openTester(page, '/typeface/inter');
  const first = page.getByRole('textbox').first();
  await first.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Hamburg Rain');
  await tester.getByRole('slider', { name: 'Weight axis' }).fill('800');
  await expect(page).toHaveURL(/axes=wght%3A800/);
  // The line as the visitor edited it, without the caret and focus ring they had while typing.
  await first.blur();
  await fontsSettled(page);
  const picture = await page.locator('.tester-line').first().screenshot();

  // The set-up goes to the shop with 'Purchase', and the line added there keeps it.
  await page.getByRole('link', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/shops\/inter\?.*text=Hamburg/);
  await expect(page.getByText('What you add keeps your type tester set-up')).toBeVisible();
  await page.getByRole('button', { name: /^Add / }).first().click();
  const summary = page.getByRole('region', { name: 'Your cart' });
  await expect(summary.locator('.cart-line__tester')).toContainText('“Hamburg Rain”');
  await expect(summary.locator('.cart-line__tester')).toContainText('wght 800');
  // The sample is drawn in the line's face at its weight: without the axis, or in the
  // site's serif, it draws otherwise.
  const sample = summary.locator('.cart-line__sample');
  await expect(sample).toHaveCSS('font-variation-settings', '"wght" 800');
  await fontsSettled(page);
  const drawn = await sample.screenshot();
  for (const [property, value] of [
    ['fontVariationSettings', 'normal'],
    ['fontFamily', 'serif'],
  ] as const) {
    const before = await sample.evaluate(
      (element: HTMLElement, name) => element.style[name],
      property,
    );
    await sample.evaluate((element: HTMLElement, [name, other]) => (element.style[name] = other), [
      property,
      value,
    ] as const);
    expect((await sample.screenshot()).equals(drawn), property).toBe(false);
    await sample.evaluate((element: HTMLElement, [name, other]) => (element.style[name] = other), [
      property,
      before,
    ] as const);
  }
  expect((await sample.screenshot()).equals(drawn)).toBe(true);
  await saveScreenshot(page, 'shop-with-tester-set-up');

  // The shared link opens the cart, with the set-up, in a browser that never saw the tester.
  await page.getByRole('button', { name: 'Share your cart as a link' }).click();
  const link = await page.getByLabel('Link to your cart').inputValue();
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  const line = visitor.locator('.cart-line__tester');
  await expect(line).toContainText('“Hamburg Rain”');
  await saveScreenshot(visitor, 'cart-shared-with-tester-set-up');
  await line.getByRole('link', { name: 'Open in the tester' }).click();
  await expect(visitor).toHaveURL(/\/typeface\/inter\?/);
  await visitor.getByRole('region', { name: 'Editable samples' }).scrollIntoViewIfNeeded();
  await fontsSettled(visitor);
  await expect(visitor.getByRole('textbox').first()).toHaveText('Hamburg Rain');
  await expect(visitor.getByRole('slider', { name: 'Weight axis' })).toHaveValue('800');
  // The tester asks for its fonts once it nears the viewport: poll until they have drawn.
  await expect
    .poll(
      async () => (await visitor.locator('.tester-line').first().screenshot()).equals(picture),
      { timeout: 20_000 },
    )
    .toBe(true);
  await other.close();

  // The PDF quote names the set-up and links it (the drawn sample: tests/server/cart).
  await page.getByRole('button', { name: 'Download cart as PDF quote' }).click();
  await page.waitForURL(/\/api\/v1\/cart\/quotes\/[^/]+\.pdf$/, { waitUntil: 'commit' });
  const text = pdfText(await (await request.get(page.url())).body());
  expect(text).toContain('Tester set-up:');
  expect(text).toContain('/typeface/inter?text=Hamburg+Rain');
});
