import { expect, test } from '@playwright/test';

// A list far down a phone's page is skipped until
// it nears the screen (content-visibility), and the fonts of its text wait with it.

// A trace's DOM snapshots lay out what the page skips, fetching its fonts: the very thing this
// journey checks is not done. So this file runs untraced.
test.use({ trace: 'off' });

test.describe('fonts of what a phone has not scrolled to', () => {
  test('fetch the faces of a list far down a phone screen only when it is scrolled near', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/fonts/')) fetched.push(path);
    });
    const cdp = await context.newCDPSession(page);
    /** The fonts Chromium drew the first element's text with. */
    const drawnWith = async (selector: string): Promise<string[]> => {
      // Enabled only now: DevTools' CSS agent lays out what the page skips, fetching its fonts.
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    };

    // The home page's retail list starts three screens down: its seven name subsets wait.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(fetched.filter((path) => path.endsWith('.names.woff2'))).toEqual([]);
    await page.locator('.retail-typefaces').scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('link', { name: 'Alegreya Sans', exact: true }).first(),
    ).toBeVisible();
    await expect.poll(() => drawnWith('.retail-typefaces__list li a')).toEqual(['Alegreya Sans']);
    expect(fetched).toContain('/fonts/alegreya-sans/regular.names.woff2');

    // The trial page's last family (Inter, 340 kB) is fetched once its entry comes near.
    fetched.length = 0;
    await page.goto('/free-trial-fonts', { waitUntil: 'networkidle' });
    expect(fetched).not.toContain('/fonts/inter/regular.woff2');
    await page.locator('.trial-typeface').last().scrollIntoViewIfNeeded();
    await expect.poll(() => fetched).toContain('/fonts/inter/regular.woff2');
    await context.close();
  });
});
