import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import {
  NEWSLETTER_LOCATION_TRIALS,
  TRIAL_MESSAGES,
  TRIAL_SUCCESS_MESSAGE,
} from '../../../src/domain/validation/trialForms';
import { contentDirectory } from '../../../src/server/content/app/contentDirectory';
import { TRIAL_SCRIPT_CHARACTERS } from '../../../src/server/trials/app/trialCharacterSet';
import { trialFontsCommand } from '../../../src/server/commands/trialFontsCommand';
import { linkIn, mailTo } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

let testApp: TestApp;
/** What the build step (`main.js webfonts`) answered for the test app's DATA_DIR. */
let buildOutput: string;
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
  // As `npm run build` does: the zip is made before the server answers its first visitor.
  buildOutput = await trialFontsCommand(testApp.config, contentDirectory());
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

const trialZipDir = () => path.join(testApp.config.dataDir, 'files', 'trials');

const goodForm = {
  email: 'designer@example.com',
  name: 'Dana Designer',
  subscribe: false,
  terms: true,
  newsletter_subscribe_location: NEWSLETTER_LOCATION_TRIALS,
};

async function requestTrialLink(form = goodForm): Promise<string> {
  const response = await testApp.api.post('/trials', form);
  expect(response.statusCode).toBe(200);
  expect(response.json<{ message: string }>().message).toBe(TRIAL_SUCCESS_MESSAGE);
  const mails = await mailTo(testApp, form.email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error('no trial mail');
  return linkIn(mail, `${testApp.config.publicUrl}/api/v1/trials/`);
}

/** The link's path as the app serves it (the test app is not listening on fonts.example). */
const pathOf = (link: string) => new URL(link).pathname;

const FOLDER = 'Fieldwork Type Foundry Trial Fonts';
const RETAIL_DIR = path.resolve('content/typefaces');

/** The files of the trial zip, downloaded through a fresh e-mailed link. */
async function downloadTrialZip(email: string): Promise<Map<string, Buffer>> {
  const link = await requestTrialLink({ ...goodForm, email });
  const response = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
  expect(response.statusCode).toBe(200);
  return unzip(response.rawPayload);
}

function openFont(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!('numGlyphs' in font)) throw new Error('expected a single font, not a collection');
  return font;
}

/** The retail file a trial font was made from: "…/Web/EBGaramond_400Regular-Trial.woff2". */
async function retailFileOf(trialName: string): Promise<string> {
  const base = path.basename(trialName).replace(/-Trial\.(ttf|otf|woff2)$/, '');
  for (const folder of await readdir(RETAIL_DIR)) {
    const files = await readdir(path.join(RETAIL_DIR, folder)).catch(() => []);
    const retail = files.find((file) => file.replace(/\.(ttf|otf)$/i, '') === base);
    if (retail) return path.join(RETAIL_DIR, folder, retail);
  }
  throw new Error(`no retail font for ${trialName}`);
}

/** A valid PostScript name: printable ASCII without the space and [](){}<>/%, at most 63. */
const POSTSCRIPT_NAME = /^[!-~]{1,63}$/;
const NOT_IN_POSTSCRIPT_NAME = /[[\](){}<>/%]/;

describe('POST /trials', () => {
  it('answers the trial form’s field errors for bad input', async () => {
    const response = await testApp.api.post('/trials', { email: 'nope', name: ' ', terms: false });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      { field: 'email', message: TRIAL_MESSAGES.emailPattern, rule: 'pattern' },
      { field: 'name', message: TRIAL_MESSAGES.nameRequired, rule: 'required' },
      { field: 'terms', message: TRIAL_MESSAGES.termsRequired, rule: 'required' },
    ]);
  });

  it('e-mails a download link, and subscribes to the newsletter only when asked', async () => {
    const link = await requestTrialLink();
    expect(link).toMatch(/^https:\/\/fonts\.example\/api\/v1\/trials\/[A-Za-z0-9_-]{43}\.zip$/);
    const [mail] = await mailTo(testApp, goodForm.email);
    expect(mail?.subject).toBe('Your Fieldwork Type Foundry trial fonts');
    expect(mail?.text).toContain('Hello Dana Designer,');
    expect(mail?.html).toContain(link);
    const db = testApp.database.db;
    expect(await db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);

    await requestTrialLink({ ...goodForm, email: 'subscriber@example.com', subscribe: true });
    const subscriptions = await db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(subscriptions.map((row) => [row.email, row.location])).toEqual([
      ['subscriber@example.com', NEWSLETTER_LOCATION_TRIALS],
    ]);
  });

  it('downloads a zip of subset fonts holding only the trial characters, with the trial licence', async () => {
    const link = await requestTrialLink();
    const response = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');

    const files = unzip(response.rawPayload);
    const licence = await readFile(path.resolve('content/licences/trial-licence.txt'));
    expect(files.get(`${FOLDER}/Trial licence.txt`)?.equals(licence)).toBe(true);

    const fonts = [...files.keys()].filter((name) => /\.(ttf|otf|woff2)$/.test(name));
    expect(fonts).toContain(`${FOLDER}/EB Garamond/EBGaramond_400Regular-Trial.ttf`);
    expect(fonts).toContain(`${FOLDER}/EB Garamond/Web/EBGaramond_400Regular-Trial.woff2`);
    const allowed = new Set(
      Object.values(TRIAL_SCRIPT_CHARACTERS).flatMap((set) =>
        [...set].map((c) => c.codePointAt(0)),
      ),
    );
    for (const name of fonts) {
      const font = fontkit.create(files.get(name) as Buffer) as fontkit.Font;
      // 0xFFFF is the mandatory end segment of a format 4 cmap, not a character.
      const outside = font.characterSet.filter((code) => code !== 0xffff && !allowed.has(code));
      expect(outside, name).toEqual([]);
      // The trial still sets every character it promises.
      expect(font.hasGlyphForCodePoint('g'.codePointAt(0) ?? 0), name).toBe(true);
      expect(font.hasGlyphForCodePoint(';'.codePointAt(0) ?? 0), name).toBe(true);
    }
    const retail = fontkit.create(
      await readFile(path.resolve('content/typefaces/eb-garamond/EBGaramond_400Regular.ttf')),
    ) as fontkit.Font;
    expect(retail.characterSet.length).toBeGreaterThan(500);

    // Each family's trial holds its scripts' basic alphabets: Greek and Cyrillic where the
    // retail fonts have them, Arabic for Vazirmatn, Hebrew for Frank Ruhl Libre.
    const trialFont = (name: string) => fontkit.create(files.get(name) as Buffer) as fontkit.Font;
    const holds = (font: fontkit.Font, text: string) =>
      [...text].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    const garamond = trialFont(`${FOLDER}/EB Garamond/EBGaramond_400Regular-Trial.ttf`);
    expect(holds(garamond, TRIAL_SCRIPT_CHARACTERS.Cyrillic)).toBe(true);
    expect(holds(garamond, TRIAL_SCRIPT_CHARACTERS.Greek)).toBe(true);
    expect(garamond.hasGlyphForCodePoint(0x0409)).toBe(false); // Љ: beyond the basic set
    const cormorant = trialFont(
      `${FOLDER}/Cormorant Garamond/CormorantGaramond_400Regular-Trial.ttf`,
    );
    expect(holds(cormorant, TRIAL_SCRIPT_CHARACTERS.Cyrillic)).toBe(true);
    expect(cormorant.hasGlyphForCodePoint(0x03b1)).toBe(false); // no Greek in its retail fonts
    const frank = trialFont(`${FOLDER}/Frank Ruhl Libre/FrankRuhlLibre_400Regular-Trial.ttf`);
    expect(holds(frank, TRIAL_SCRIPT_CHARACTERS.Hebrew)).toBe(true);
    const hebrew = frank.layout('שלום עולם', undefined, 'hebr');
    expect(hebrew.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    const vazirmatn = trialFont(`${FOLDER}/Vazirmatn/Vazirmatn_400Regular-Trial.ttf`);
    expect(holds(vazirmatn, 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی۰۱۲۳۴۵۶۷۸۹')).toBe(true);
    // Persian shapes: no .notdef, and a joined letter takes its joining form (init, fina kept).
    const persian = vazirmatn.layout('کتاب خوب', undefined, 'arab');
    expect(persian.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    const isolatedKaf = vazirmatn.layout('ک', undefined, 'arab').glyphs[0]?.id;
    expect(persian.glyphs.map((glyph) => glyph.id)).not.toContain(isolatedKaf);

    // The second download reuses the cached zip.
    const again = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  }, 60_000);

  it('names every trial font as a trial, apart from the retail font it was made from', async () => {
    const files = await downloadTrialZip('names@example.com');
    const fonts = [...files.keys()].filter((name) => /\.(ttf|otf|woff2)$/.test(name));
    expect(fonts.length).toBeGreaterThan(40);
    for (const name of fonts) {
      const trial = openFont(files.get(name) as Buffer);
      const retail = openFont(await readFile(await retailFileOf(name)));
      for (const id of ['fontFamily', 'fullName', 'postscriptName', 'uniqueSubfamily'] as const) {
        const trialName = trial.getName(id, 'en') ?? '';
        expect(trialName, `${name} ${id}`).toContain('Trial');
        expect(trialName, `${name} ${id}`).not.toBe(retail.getName(id, 'en'));
      }
      // Where the retail font names its typographic family, the trial names its own.
      const retailFamily = retail.getName('preferredFamily', 'en');
      if (retailFamily)
        expect(trial.getName('preferredFamily', 'en')).toBe(`${retailFamily} Trial`);
      // The style names still link the styles, as in the retail family.
      expect(trial.subfamilyName, name).toBe(retail.subfamilyName);
      expect(trial.postscriptName, name).toMatch(POSTSCRIPT_NAME);
      expect(trial.postscriptName, name).not.toMatch(NOT_IN_POSTSCRIPT_NAME);
      expect(trial.getName('license', 'en'), name).toBe(
        'Trial font for mockups only, under the Fieldwork Type Foundry trial licence. ' +
          `Licence the retail fonts at ${testApp.config.publicUrl}/typefaces`,
      );
    }
    const garamond = openFont(
      files.get(`${FOLDER}/EB Garamond/EBGaramond_500Medium_Italic-Trial.ttf`) as Buffer,
    );
    expect([garamond.familyName, garamond.fullName, garamond.postscriptName]).toEqual([
      'EB Garamond Trial Medium',
      'EB Garamond Trial Medium Italic',
      'EBGaramondTrial-MediumItalic',
    ]);
    expect(garamond.getName('preferredFamily', 'en')).toBe('EB Garamond Trial');
  }, 60_000);

  it('leaves the retail fonts and the site’s web fonts with their retail names', async () => {
    const retailFile = path.join(RETAIL_DIR, 'eb-garamond/EBGaramond_400Regular.ttf');
    expect(openFont(await readFile(retailFile)).postscriptName).toBe('EBGaramond-Regular');
    const specimen = (await testApp.api.get('/typefaces/eb-garamond')).json<{
      font_faces: { woff2_url: string }[];
    }>();
    const [face] = specimen.font_faces;
    const response = await testApp.app.inject({ method: 'GET', url: face?.woff2_url ?? '' });
    expect(response.statusCode).toBe(200);
    const web = openFont(response.rawPayload);
    expect(web.familyName).toBe('EB Garamond');
    expect(web.postscriptName).toMatch(/^EBGaramond-\w+$/);
  }, 60_000); // the site makes its web font on the first request: WOFF2 of a whole font

  it('serves the zip the build step made, without making another', async () => {
    expect(buildOutput).toMatch(/^trial fonts: 7 families \(.*EB Garamond.*\) up to date in /);
    const [made = '', ...others] = await readdir(trialZipDir());
    expect(others).toEqual([]);
    const zipFile = path.join(trialZipDir(), made);
    const zipMadeByBuild = await readFile(zipFile);
    const madeAt = (await stat(zipFile)).mtimeMs;

    const link = await requestTrialLink({ ...goodForm, email: 'built@example.com' });
    const response = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(zipMadeByBuild)).toBe(true);
    expect(await readdir(trialZipDir())).toEqual([made]);

    // Running the build again on unchanged content leaves that zip as it is.
    expect(await trialFontsCommand(testApp.config, contentDirectory())).toContain(made);
    expect((await stat(zipFile)).mtimeMs).toBe(madeAt);
  });

  it('answers 404 to an unknown link and 410 to an expired one', async () => {
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/trials/${'A'.repeat(43)}.zip`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.rule).toBe('not_found');

    const link = await requestTrialLink({ ...goodForm, email: 'late@example.com' });
    await testApp.database.db
      .updateTable('trial_downloads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    const expired = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ApiErrorBody>().error.rule).toBe('expired');
  });
});
