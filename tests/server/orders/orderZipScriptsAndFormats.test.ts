import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCheckoutTestApp, familyItem, styleItem } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const DESKTOP_AND_WEB = { desktop: 0, web: 0, app: null };

async function orderZip(items: unknown[]) {
  const { buyer, orderId } = await paidOrder(testApp, items);
  const response = await testApp.api.get(`/orders/${orderId}/fonts.zip`, {
    headers: bearer(buyer.token),
  });
  expect(response.statusCode).toBe(200);
  return { orderId, files: unzip(response.rawPayload) };
}

const open = (buffer: Buffer | undefined) =>
  fontkit.create(buffer ?? Buffer.alloc(0)) as fontkit.Font;
const inRange = (font: fontkit.Font, first: number, last: number) =>
  font.characterSet.filter((codePoint) => codePoint >= first && codePoint <= last);
const fontNames = (files: Map<string, Buffer>) =>
  [...files.keys()].filter((name) => /\.(ttf|otf|woff2?)$/.test(name)).sort();

describe('an order bought without extra scripts', () => {
  let zip: Awaited<ReturnType<typeof orderZip>>;
  beforeAll(async () => {
    zip = await orderZip([styleItem('eb-garamond', 'regular', DESKTOP_AND_WEB)]);
  }, 120_000);

  it('puts each format in its own folder: TTF for the desktop, WOFF2 and WOFF for the web', () => {
    expect(fontNames(zip.files)).toEqual([
      'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf',
      'EB Garamond/Web/WOFF/EBGaramond_400Regular.woff',
      'EB Garamond/Web/WOFF2/EBGaramond_400Regular.woff2',
    ]);
    expect(open(zip.files.get(fontNames(zip.files)[1])).type).toBe('WOFF');
    expect(open(zip.files.get(fontNames(zip.files)[2])).type).toBe('WOFF2');
  });

  it('delivers Latin only: no Cyrillic and no Greek in any font, Latin and features kept', () => {
    const retail = open(readFileSync('content/typefaces/eb-garamond/EBGaramond_400Regular.ttf'));
    expect(inRange(retail, 0x0400, 0x04ff).length).toBeGreaterThan(200);
    for (const name of fontNames(zip.files)) {
      const font = open(zip.files.get(name));
      expect(inRange(font, 0x0400, 0x04ff), name).toEqual([]);
      expect(inRange(font, 0x0370, 0x03ff), name).toEqual([]);
      expect(inRange(font, 0x1f00, 0x1fff), name).toEqual([]);
      expect(font.hasGlyphForCodePoint(0x00e9), name).toBe(true); // é
      expect(font.hasGlyphForCodePoint(0x0151), name).toBe(true); // ő
      expect(font.availableFeatures).toEqual(
        expect.arrayContaining(['kern', 'smcp', 'onum', 'liga']),
      );
      // Small caps still replace the lowercase, kerning still moves a pair.
      const plain = font.layout('office').glyphs.map((glyph) => glyph.id);
      const smallCaps = font.layout('office', ['smcp']).glyphs.map((glyph) => glyph.id);
      expect(smallCaps).not.toEqual(plain);
      expect(font.layout('fi').glyphs).toHaveLength(1);
      const kerned = font.layout('AV').positions[0]?.xAdvance ?? 0;
      expect(kerned).toBeLessThan(font.glyphForCodePoint(0x41).advanceWidth);
      expect(JSON.stringify((font as unknown as { name: unknown }).name)).toContain(
        `Order #${zip.orderId}`,
      );
    }
  });

  it('says in README.txt and in the certificate which scripts and folders these are', () => {
    const readme = zip.files.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('EB Garamond: Latin\n');
    expect(readme).toContain('<family>/Desktop and App/TTF/');
    expect(readme).toContain('<family>/Web/WOFF2/');
    expect(readme).toContain('<family>/Web/WOFF/');
    expect(readme).not.toContain('Static/');
    const certificate = pdfText(zip.files.get('Licence certificate.pdf') ?? Buffer.alloc(0));
    expect(certificate).toContain('Scripts: Latin');
    expect(certificate).not.toContain('Cyrillic');
  });
});

describe('an order that bought Cyrillic', () => {
  it('delivers the Cyrillic characters, and still not the Greek it did not buy', async () => {
    const zip = await orderZip([{ ...styleItem('eb-garamond', 'bold'), scripts: ['cyrillic'] }]);
    const [name] = fontNames(zip.files);
    expect(name).toBe('EB Garamond/Desktop and App/TTF/EBGaramond_700Bold.ttf');
    const font = open(zip.files.get(name ?? ''));
    expect(inRange(font, 0x0410, 0x044f)).toHaveLength(64); // А–я
    expect(inRange(font, 0x0370, 0x03ff)).toEqual([]);
    expect(font.layout('Щука').glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    expect(zip.files.get('README.txt')?.toString('utf8')).toContain(
      'EB Garamond: Latin, Cyrillic\n',
    );
    const certificate = pdfText(zip.files.get('Licence certificate.pdf') ?? Buffer.alloc(0));
    expect(certificate).toContain('Scripts: Latin, Cyrillic');
  }, 60_000);
});

describe('a family whose own script is not Latin', () => {
  it('delivers Vazirmatn with its Arabic script, which it does not sell as an extra', async () => {
    const zip = await orderZip([styleItem('vazirmatn', 'regular')]);
    const font = open(zip.files.get('Vazirmatn/Desktop and App/TTF/Vazirmatn_400Regular.ttf'));
    expect(font.layout('کتاب', undefined, 'arab').glyphs.every((glyph) => glyph.id !== 0)).toBe(
      true,
    );
    expect(zip.files.get('README.txt')?.toString('utf8')).toContain('Vazirmatn: Latin, Arabic\n');
  }, 60_000);
});

describe('a variable family on a desktop licence', () => {
  it('gives a static font per named instance beside the variable font', async () => {
    const zip = await orderZip([familyItem('inter')]);
    const names = fontNames(zip.files);
    const folder = 'Inter/Desktop and App/TTF';
    expect(names).toContain(`${folder}/Variable/InterVariable.ttf`);
    expect(names).toContain(`${folder}/Variable/InterVariable-Italic.ttf`);
    const statics = names.filter((name) => name.startsWith(`${folder}/Static/`));
    const retail = (file: string) =>
      Object.keys(
        (
          open(readFileSync(`content/typefaces/inter/${file}`)) as unknown as {
            namedVariations: Record<string, unknown>;
          }
        ).namedVariations,
      );
    const instances = [...retail('InterVariable.ttf'), ...retail('InterVariable-Italic.ttf')];
    expect(statics).toHaveLength(instances.length);
    expect(statics).toContain(`${folder}/Static/Inter-Bold.ttf`);
    expect(statics).toContain(`${folder}/Static/Inter-ThinItalic.ttf`);

    const bold = open(zip.files.get(`${folder}/Static/Inter-Bold.ttf`));
    expect(Object.keys(bold.variationAxes)).toEqual([]);
    expect(bold.familyName).toBe('Inter');
    expect(bold.subfamilyName).toBe('Bold');
    expect(bold['OS/2'].usWeightClass).toBe(700);
    expect(bold.availableFeatures).toEqual(expect.arrayContaining(['kern', 'tnum', 'ss01']));
    expect(inRange(bold, 0x0400, 0x04ff)).toEqual([]);
    expect(JSON.stringify((bold as unknown as { name: unknown }).name)).toContain(
      `Order #${zip.orderId}`,
    );
    const thinItalic = open(zip.files.get(`${folder}/Static/Inter-ThinItalic.ttf`));
    expect(thinItalic.familyName).toBe('Inter Thin');
    expect(thinItalic.subfamilyName).toBe('Italic');
    expect(thinItalic['OS/2'].usWeightClass).toBe(100);
    expect(thinItalic.glyphForCodePoint(0x61).path.toSVG()).not.toBe(
      bold.glyphForCodePoint(0x61).path.toSVG(),
    );
    expect(zip.files.get('README.txt')?.toString('utf8')).toContain(
      '<family>/Desktop and App/TTF (or OTF)/Static/',
    );
  }, 180_000);
});
