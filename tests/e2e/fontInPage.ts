import type { Page } from '@playwright/test';

/**
 * Sets `lines` in a font file from a download, on a blank page of its own (the site's content
 * security policy allows no data: fonts), each line also in the browser's monospace beside
 * it. Answers whether the font loaded and each line's width in the font and in monospace, so a
 * test can tell the font drew the text and a person can look at the screenshot.
 */
export async function setLinesInFont(
  page: Page,
  font: Buffer,
  lines: readonly string[],
  { rtl = false, smallCapsLine }: { rtl?: boolean; smallCapsLine?: number } = {},
): Promise<{ loaded: boolean; widths: { font: number; fallback: number }[] }> {
  await page.goto('about:blank');
  const paragraphs = lines.map(
    (line, i) =>
      `<p class="${i === smallCapsLine ? 'smcp' : ''}"><span class="in-font">${line}</span></p>` +
      `<p class="fallback"><span>${line}</span></p>`,
  );
  await page.setContent(
    `<style>
      @font-face { font-family: Delivered; src: url(data:application/octet-stream;base64,${font.toString('base64')}); }
      body { direction: ${rtl ? 'rtl' : 'ltr'}; }
      p { font: 40px/1.3 Delivered, monospace; margin: 8px 24px; }
      p.fallback { font: 20px/1.3 monospace; color: #888; margin-bottom: 20px; }
      .smcp { font-variant-caps: small-caps; }
    </style>${paragraphs.join('')}`,
  );
  const loaded = await page.evaluate(async (sample) => {
    const faces = await document.fonts.load('40px Delivered', sample);
    return faces.length > 0 && faces.every((face) => face.status === 'loaded');
  }, lines.join(''));
  const widths = await page.evaluate(() => {
    const width = (selector: string) =>
      [...document.querySelectorAll(selector)].map((span) => span.getBoundingClientRect().width);
    const inFont = width('p:not(.fallback) span');
    // The same line in monospace at 40px, measured off-screen.
    const probe = document.createElement('span');
    probe.style.cssText = 'font: 40px monospace; position: absolute; visibility: hidden';
    document.body.append(probe);
    const fallback = [...document.querySelectorAll('p.fallback span')].map((span) => {
      probe.textContent = span.textContent;
      return probe.getBoundingClientRect().width;
    });
    return inFont.map((font, i) => ({ font, fallback: fallback[i] ?? 0 }));
  });
  return { loaded, widths };
}
