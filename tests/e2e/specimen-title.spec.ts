import { expect, test } from '@playwright/test';

for (const [slug, family] of [
  ['inter', 'Inter'],
  ['vazirmatn', 'Vazirmatn'],
] as const) {
  test(`the title of /typeface/${slug} is drawn in ${family}, from its preloaded subset`, async ({
    page,
    context,
  }) => {
    const preloaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.title.woff2')) preloaded.push(request.url());
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/typeface/${slug}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(family);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // Every glyph of the title from the family's own font, none from a fallback.
    expect(fonts.map((font) => font.familyName)).toEqual([expect.stringMatching(`^${family}`)]);
    expect(preloaded).toHaveLength(1);
    // The title's face coming in moves nothing on the page.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}
