import { describe, expect, it } from 'vitest';
import type { FallbackMetrics } from '../../../src/server/siteType/app/FallbackMetrics';
import type { SiteFace } from '../../../src/server/siteType/app/SiteFace';
import { siteTypeHead } from '../../../src/server/siteType/app/siteTypeHead';

const latinAndGreek = new Set([0x41, 0x61, 0x3b1]);

function face(overrides: Partial<SiteFace>): SiteFace {
  return {
    role: 'headings',
    fallback: 'serif',
    typeface: 'eb-garamond',
    familyName: 'EB Garamond',
    styleName: 'Regular',
    styleSlug: 'regular',
    weight: 400,
    italic: false,
    filePath: '/content/typefaces/eb-garamond/EBGaramond-Regular.ttf',
    fileName: 'EBGaramond-Regular.ttf',
    fileHash: 'abc123',
    codePoints: latinAndGreek,
    ...overrides,
  };
}

describe('the head of the site in its own type, with the fallbacks measured by a port', () => {
  const measured: Parameters<FallbackMetrics>[] = [];
  const metrics: FallbackMetrics = async (...args) => {
    measured.push(args);
    return {
      local: ['Local Face'],
      sizeAdjust: 101.5,
      ascentOverride: 90,
      descentOverride: 25,
      lineGapOverride: 0,
    };
  };

  it('declares each face by script, its measured fallback, and preloads headings and UI', async () => {
    const faces = [
      face({}),
      face({ role: 'ui', fallback: 'sans', typeface: 'alegreya-sans', styleSlug: 'bold' }),
    ];
    const head = await siteTypeHead(faces, metrics);

    expect(measured).toEqual([
      [faces[0]?.filePath, 'serif', 400, false],
      [faces[1]?.filePath, 'sans', 400, false],
    ]);
    expect(head.style).toContain(
      'src:url(/fonts/eb-garamond/regular.greek.woff2?v=abc123) format("woff2")',
    );
    expect(head.style).toContain(
      '@font-face{font-family:"Site Headings Fallback";font-style:normal;font-weight:400;' +
        'src:local("Local Face");size-adjust:101.5%;ascent-override:90%;' +
        'descent-override:25%;line-gap-override:0%}',
    );
    expect(head.style).toContain(
      'html:root{--font-heading:"Site Headings","Site Headings Fallback",serif;' +
        '--font-sans:"Site UI","Site UI Fallback",sans-serif}',
    );
    expect(head.preload.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" href="/fonts/eb-garamond/regular.latin.woff2?v=abc123" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/fonts/alegreya-sans/bold.latin.woff2?v=abc123" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(head.styleHash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
