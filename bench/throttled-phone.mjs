// npm run bench:phone — opens pages on a throttled phone (Debian's Chromium at 390 px, CDP
// Network.emulateNetworkConditions: 400 kbit/s down and up, 400 ms round trip, cache off) and
// prints, from the start of navigation:
// - for a specimen, when its first tester line is drawn in its family's face (the fonts
//   Chromium drew the line with, CSS.getPlatformFontsForNode, name the family);
// - for /cart, when the cart shows its lines or that it is empty.
// Goals (docs/design.md "Slow phone", docs/tester.md): a tester line within 5 s, the cart
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

async function specimen(browser, baseUrl, slug, familyName) {
  const { context, page, cdp } = await openThrottled(browser);
  const ms = await timeUntil(page, `${baseUrl}/typeface/${slug}`, async () => {
    const fonts = await drawnWith(cdp, '.tester-sample');
    return fonts.length > 0 && fonts.every((name) => name.startsWith(familyName));
  });
  await context.close();
  return ms;
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
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  console.log('Throttled phone: 400 kbit/s, 400 ms RTT, 390 px, cache off.');
  for (const [slug, family] of [
    ['inter', 'Inter'],
    ['eb-garamond', 'EB Garamond'],
  ]) {
    const ms = await specimen(browser, server.url, slug, family);
    console.log(
      `/typeface/${slug}: first tester line drawn in ${family} after ${show(ms)} (goal ≤ 5 s)`,
    );
  }
  console.log(
    `/cart: lines or "empty" shown after ${show(await cart(browser, server.url))} (goal ≤ 4 s)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
