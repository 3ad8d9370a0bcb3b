import { expect, test } from '@playwright/test';
import * as fontkit from 'fontkit';
import { linkContaining, waitForMail } from './outbox';
import { uniqueEmail } from './accountFixture';
import { setLinesInFont } from './fontInPage';
import { saveScreenshot } from './screenshot';
import { unzip } from '../server/support/unzip';
import { TRIAL_SCRIPT_CHARACTERS } from '../../src/server/trials/app/trialCharacterSet';

/**
 * docs/spec.md §2: basic Latin, digits and - , . ; (the space too: a mockup needs words), and
 * the basic alphabet of each other script a family has (src/server/trials/app/trialCharacterSet.ts).
 */
const TRIAL_CODE_POINTS = new Set(
  [...Object.values(TRIAL_SCRIPT_CHARACTERS).join('')].map((char) => char.codePointAt(0) ?? 0),
);
const PERSIAN = 'بنی‌آدم اعضای یک پیکرند ۱۴۰۱';

test('free trial fonts: bad input, then good, then the e-mail link downloads trial-only fonts', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('trial');
  await page.goto('/free-trial-fonts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download free trial fonts');
  await expect(page.getByText('Trial fonts may only be used for mockups.')).toBeVisible();
  await expect(page.getByText('Cyrillic').first()).toBeVisible();
  await expect(page.getByText('Greek').first()).toBeVisible();
  // Every script shown is in the trial fonts: no set is marked as the retail fonts' only.
  await expect(page.locator('dt', { hasText: 'Greek' }).first()).toHaveText('Greek');
  await expect(page.locator('dt', { hasText: 'Arabic' })).toHaveText('Arabic');
  await expect(page.locator('dt', { hasText: 'Hebrew' })).toHaveText('Hebrew');
  await expect(page.getByText('(retail fonts)')).toHaveCount(0);
  // The character sets are set in each family's own web font, not a fallback.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'EB Garamond' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await expect(page.getByText('ΑΒΓΔΕΖ', { exact: false }).first()).toHaveCSS(
    'font-family',
    /EB Garamond/,
  );

  const submit = page.getByRole('button', { name: 'Email me my free trial fonts' });
  await page.getByLabel('Email').fill('ada@example');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please accept the licensing agreement.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await saveScreenshot(page, 'free-trial-fonts-errors');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel(/I accept the/).check();
  await submit.click();
  await expect(
    page.getByText(
      "The email is on its way! Please check your spam folder first, but send us an email if you don't receive it in 15 minutes.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await saveScreenshot(page, 'free-trial-fonts-sent');

  const mail = await waitForMail(email);
  const download = await request.get(linkContaining(mail, '/trials/'));
  expect(download.status()).toBe(200);
  const files = unzip(await download.body());
  const fonts = [...files].filter(([name]) => /\.(ttf|otf|woff2?)$/i.test(name));
  expect(fonts.length).toBeGreaterThan(0);
  for (const [name, data] of fonts) {
    const font = fontkit.create(data);
    if (!('characterSet' in font)) throw new Error(`${name} is a collection`);
    // U+FFFF is not a character: fontkit lists the end marker every format 4 cmap must have.
    const extra = font.characterSet.filter(
      (codePoint) => codePoint !== 0xffff && !TRIAL_CODE_POINTS.has(codePoint),
    );
    expect(extra, `${name} holds only trial characters`).toEqual([]);
    expect(font.characterSet.length).toBeGreaterThan(60);
  }

  // Vazirmatn's trial sets Persian: its letters are mapped and a shaped run has no .notdef.
  const vazirmatn = files.get(
    'Fieldwork Type Foundry Trial Fonts/Vazirmatn/Web/Vazirmatn_400Regular-Trial.woff2',
  );
  if (!vazirmatn) throw new Error('no Vazirmatn trial font');
  const persianFont = fontkit.create(vazirmatn) as fontkit.Font;
  for (const char of 'پچژگکی') {
    expect(persianFont.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
  }
  const run = persianFont.layout(PERSIAN, undefined, 'arab');
  expect(run.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
  // Set in a page: the trial font draws the line, so it is not as wide as in the fallback.
  const shown = await setLinesInFont(page, vazirmatn, [PERSIAN], { rtl: true });
  expect(shown.loaded).toBe(true);
  expect(shown.widths[0]?.font).not.toBe(shown.widths[0]?.fallback);
  await page.screenshot({ path: 'test-results/screens/trial-vazirmatn-persian.png' });
});

test('the trial form on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/free-trial-fonts');
  await page.getByRole('button', { name: 'Email me my free trial fonts' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Free trial fonts' });
  const box = await form.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'free-trial-fonts-phone');
});

test('newsletter sign-up on /newsletter and inside the about page', async ({ page }) => {
  await page.goto('/newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('news'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are subscribed!')).toBeVisible();
  await saveScreenshot(page, 'newsletter');

  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill(uniqueEmail('about'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are subscribed!')).toBeVisible();
  await saveScreenshot(page, 'about');
});
