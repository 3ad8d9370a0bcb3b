// npm run bench:phone — opens pages on a throttled phone (Debian's Chromium at 390 px, CDP
// Network.emulateNetworkConditions: 400 kbit/s down and up, 400 ms round trip, cache off) and
// prints, from the start of navigation:
// - for a specimen, when its first tester line is drawn in its family's face (the fonts
//   Chromium drew the line with, CSS.getPlatformFontsForNode, name the family: the face of
//   the first lines, cut from the family's font, names it as the whole file does; a fallback
//   does not), and when the family's own file for the line is in (docs/tester.md);
// - for /cart, when the cart shows its lines or that it is empty.
// Goals (docs/design.md "Performance budgets", docs/tester.md): a tester line within 5 s, the cart
// within 4 s. Run `npm run build` first; the server is started on a free port with a
// throw-away database.
import { chromium } from '@playwright/test';
import { startServer } from './startServer.mjs';
import { CHROMIUM_ARGS } from './chromiumArgs.mjs';

const ARGS = CHROMIUM_ARGS;
// 400 kbit/s in bytes per second, as DevTools writes its throughput.
const THROUGHPUT = (400 * 1024) / 8;
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: THROUGHPUT,
  uploadThroughput: THROUGHPUT,
};
const GIVE_UP_MS = 60_000;
const POLL_MS = 50;

/** The platform fonts Chromium drew the first node matching `selector` with, or [] if none yet. */
async function drawnWith(cdp, selector) {
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } catch {
    // The document changed under the query (hydration, navigation): ask again.
    return [];
  }
}

async function openThrottled(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return { context, page, cdp };
}

/** Milliseconds from navigation until `ready()` holds, or null after GIVE_UP_MS. */
async function timeUntil(page, url, ready) {
  const started = Date.now();
  const navigation = page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS }).catch(() => {});
  for (;;) {
    if (await ready()) {
      await navigation;
      return Date.now() - started;
    }
    if (Date.now() - started > GIVE_UP_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether a face declared under exactly `family` has loaded (the tester's script subset). */
function familyFileIn(page, family) {
  // A string: this file runs on Node, where `document` is no global (eslint.config.js).
  const loaded = `[...document.fonts].some((f) => f.family === ${JSON.stringify(family)} && f.status === 'loaded')`;
  return page.evaluate(loaded).catch(() => false);
}

/** When the first line is drawn in the family, and when the family's own file is in. */
async function specimen(browser, baseUrl, slug, familyName) {
  const { context, page, cdp } = await openThrottled(browser);
  const started = Date.now();
  const ms = await timeUntil(page, `${baseUrl}/typeface/${slug}`, async () => {
    const fonts = await drawnWith(cdp, '.tester-sample');
    return fonts.length > 0 && fonts.every((name) => name.startsWith(familyName));
  });
  let fileMs = null;
  while (ms !== null && Date.now() - started < GIVE_UP_MS) {
    if (await familyFileIn(page, familyName)) {
      fileMs = Date.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await context.close();
  return { ms, fileMs };
}

async function cart(browser, baseUrl) {
  const { context, page } = await openThrottled(browser);
  const ms = await timeUntil(page, `${baseUrl}/cart`, () =>
    page
      .locator('.cart-summary__empty, .cart-line')
      .first()
      .isVisible()
      .catch(() => false),
  );
  await context.close();
  return ms;
}

const show = (ms) =>
  ms === null ? `not within ${GIVE_UP_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`;

const server = await startServer();
let browser;
try {
  // Inside the try: a browser that fails to start must not leave the server running.
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  console.log('Throttled phone: 400 kbit/s, 400 ms RTT, 390 px, cache off.');
  for (const [slug, family] of [
    ['inter', 'Inter'],
    ['eb-garamond', 'EB Garamond'],
  ]) {
    const { ms, fileMs } = await specimen(browser, server.url, slug, family);
    console.log(
      `/typeface/${slug}: first tester line drawn in ${family} after ${show(ms)} (goal ≤ 5 s);` +
        ` ${family}'s own file for it in after ${show(fileMs)}`,
    );
  }
  console.log(
    `/cart: lines or "empty" shown after ${show(await cart(browser, server.url))} (goal ≤ 4 s)`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
