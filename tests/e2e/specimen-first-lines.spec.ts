import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { PHONE } from './viewports';

// The tester's first lines are drawn in the family from a preloaded face of just their glyphs
// while the family's own file is on its way, and that file's arrival changes no pixel of them
// (docs/decisions/0017-the-testers-first-lines-have-a-preloaded-face.md).

/** The fonts Chromium drew the element's text with: what the DOM cannot tell. */
async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** The states of the faces declared under exactly `family`. */
function faceStates(page: Page, family: string): Promise<string[]> {
  return page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family === name).map((f) => f.status),
    family,
  );
}

/**
 * The element's pixels, through DevTools: Playwright's own screenshot waits for every font the
 * page asked for, and the family's file is held back here.
 */
async function pixels(page: Page, cdp: CDPSession, selector: string): Promise<Buffer> {
  // Two frames: what a font's arrival changes is painted by then.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  const { data } = await cdp.send('Page.captureScreenshot', {
    clip: { ...box, scale: 1 },
    captureBeyondViewport: true,
  });
  return Buffer.from(data, 'base64');
}

/**
 * Holds the family's own files (the tester's script subset, the whole regular) until released;
 * its title, names and first lines' faces pass.
 */
async function holdFamilyFiles(page: Page, slug: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    new RegExp(`/fonts/${slug}/[a-z0-9-]+(\\.latin-tester)?\\.woff2`),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return () => release();
}

/**
 * The first tester line is drawn in the family while its files are held, and not a pixel of it
 * changes once they are in.
 */
async function drawnBeforeTheFamilysFile(
  page: Page,
  cdp: CDPSession,
  family: string,
  release: () => void,
): Promise<void> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const line = '.tester-sample';
  await expect.poll(() => faceStates(page, `${family} First`)).toEqual(['loaded']);
  // Every glyph of the line from the family's outlines, none from a fallback, though none of
  // the family's own faces has arrived.
  await expect.poll(() => drawnWith(cdp, line)).toEqual([expect.stringMatching(`^${family}`)]);
  expect(await faceStates(page, family)).not.toContain('loaded');
  const standIn = await pixels(page, cdp, line);

  release();
  await expect.poll(() => faceStates(page, family)).toContain('loaded');
  expect(await drawnWith(cdp, line)).toEqual([expect.stringMatching(`^${family}`)]);
  // Drawn from the family's own file now, the line has not changed by a pixel.
  expect((await pixels(page, cdp, line)).equals(standIn)).toBe(true);
}

for (const [slug, family] of [
  ['inter', 'Inter'],
  ['eb-garamond', 'EB Garamond'],
] as const) {
  test(`the first tester line of /typeface/${slug} is drawn in ${family} before its file arrives`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const release = await holdFamilyFiles(page, slug);
    try {
      const cdp = await context.newCDPSession(page);
      await page.goto(`/typeface/${slug}`, { waitUntil: 'domcontentloaded' });
      await drawnBeforeTheFamilysFile(page, cdp, family, release);
    } finally {
      release();
      await context.close();
    }
  });
}

test("after a route change to a specimen, which preloads nothing, the tester fetches its first lines' face itself", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const release = await holdFamilyFiles(page, 'inter');
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto('/typefaces');
    // A route change is the app's once the page is hydrated (the menu button works from then on).
    await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
    await page.getByRole('link', { name: 'Inter', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inter' })).toBeVisible();
    await drawnBeforeTheFamilysFile(page, cdp, 'Inter', release);
  } finally {
    release();
    await context.close();
  }
});
