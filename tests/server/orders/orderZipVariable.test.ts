import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

/* fontkit's typings leave out what a variable font is checked by here. */
interface VariableFont {
  variationAxes: Record<string, { min: number; default: number; max: number }>;
  namedVariations: Record<string, Record<string, number>>;
  availableFeatures: string[];
  numGlyphs: number;
  name: unknown;
  directory: { tables: Record<string, unknown> };
  getVariation(settings: Record<string, number>): fontkit.Font;
  glyphForCodePoint(codePoint: number): fontkit.Glyph;
}

const open = (buffer: Buffer) => fontkit.create(buffer) as unknown as VariableFont;

it('sells Inter as its variable fonts: both files, axes, instances and features intact', async () => {
  // Bought without its extra scripts: Latin only (orderZipScriptsAndFormats.test.ts checks
  // the static instances beside these).
  const { buyer, orderId } = await paidOrder(testApp, [familyItem('inter')]);
  const response = await testApp.api.get(`/orders/${orderId}/fonts.zip`, {
    headers: bearer(buyer.token),
  });
  expect(response.statusCode).toBe(200);
  const files = unzip(response.rawPayload);
  const fonts = [...files.keys()].filter((name) => name.includes('/Variable/')).sort();
  expect(fonts).toEqual([
    'Inter/Desktop and App/TTF/Variable/InterVariable-Italic.ttf',
    'Inter/Desktop and App/TTF/Variable/InterVariable.ttf',
  ]);

  for (const name of fonts) {
    const sold = open(files.get(name) ?? Buffer.alloc(0));
    const retail = open(readFileSync(`content/typefaces/inter/${name.split('/').pop() ?? ''}`));
    // Stamped for the order, and otherwise the font that was tested.
    expect(JSON.stringify(sold.name)).toContain(`Order #${orderId}`);
    expect(Object.keys(sold.directory.tables)).toEqual(
      expect.arrayContaining(['fvar', 'gvar', 'GSUB', 'GPOS']),
    );
    expect(sold.variationAxes).toEqual(retail.variationAxes);
    expect(Object.keys(sold.variationAxes)).toEqual(['opsz', 'wght']);
    expect(sold.namedVariations).toEqual(retail.namedVariations);
    expect(Object.keys(sold.namedVariations).length).toBeGreaterThanOrEqual(9);
    expect(sold.availableFeatures).toEqual(expect.arrayContaining(['cv05', 'ss01', 'tnum']));
    // The Cyrillic and Greek glyphs it did not buy are gone; the rest are there.
    expect(sold.numGlyphs).toBeLessThan(retail.numGlyphs);
    expect(sold.numGlyphs).toBeGreaterThan(retail.numGlyphs / 2);
    // The weight axis still draws: Black's "a" is not Thin's.
    const outline = (wght: number) =>
      sold.getVariation({ wght }).glyphForCodePoint(0x61).path.toSVG();
    expect(outline(900)).not.toBe(outline(100));
  }
}, 60_000);
