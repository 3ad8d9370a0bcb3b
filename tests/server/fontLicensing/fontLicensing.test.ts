import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { buildOrderZip } from '../../../src/server/fontLicensing/adapters/buildOrderZip';
import { nameText, windowsString } from '../../../src/server/fontLicensing/app/nameTable';
import { checksum, readSfnt } from '../../../src/server/fontLicensing/app/sfntFont';
import { stampLicensee } from '../../../src/server/fontLicensing/app/stampLicensee';
import { toWoff2 } from '../../../src/server/fontLicensing/adapters/toWoff2';
import { unzip } from '../support/unzip';

const typefaces = path.resolve('content/typefaces');
const garamond = readFileSync(path.join(typefaces, 'eb-garamond/EBGaramond_400Regular.ttf'));
const alegreya = readFileSync(
  path.join(typefaces, 'alegreya-sans/AlegreyaSans_700Bold_Italic.ttf'),
);
const stamp = {
  licensee: 'Analytical Engines Ltd',
  orderNumber: '1042',
  foundry: 'Fieldwork Type Foundry',
};
const description =
  'Licensed to Analytical Engines Ltd, order #1042, under the Fieldwork Type Foundry EULA';

function open(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!('numGlyphs' in font)) throw new Error('expected a single font, not a collection');
  return font;
}

/** fontkit's reading of the name table: named ids by key, the font's own ids (≥ 256) by number. */
interface FontkitNames {
  records: { license?: { en?: string }; fontFeatures?: Record<string, { en?: string }> };
}

function namesOf(font: fontkit.Font): FontkitNames {
  // fontkit's typings leave the parsed name table out; it is a documented font property.
  return (font as unknown as { name: FontkitNames }).name;
}

function ownNames(font: fontkit.Font): string[] {
  return Object.values(namesOf(font).records.fontFeatures ?? {}).map((name) => name.en ?? '');
}

describe.each([
  ['EB Garamond Regular', garamond],
  ['Alegreya Sans Bold Italic', alegreya],
])('stamping %s', (_, retail) => {
  const stamped = stampLicensee(retail, stamp);
  const before = open(retail);
  const after = open(stamped);

  it('writes the licensee and the order number into the name table', () => {
    expect(after.getName('license', 'en')).toBe(description);
    expect(ownNames(after)).toContain('Order #1042');
    expect(after.familyName).toBe(before.familyName);
    expect(after.fullName).toBe(before.fullName);
    expect(after.postscriptName).toBe(before.postscriptName);
  });

  it('keeps the glyphs, the features and the names features refer to', () => {
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.availableFeatures).toEqual(before.availableFeatures);
    expect(after.availableFeatures).toEqual(expect.arrayContaining(['smcp', 'onum', 'liga']));
    expect(ownNames(after)).toEqual([...ownNames(before), 'Order #1042']);
  });

  it('still sets text, with its features', () => {
    const plain = after.layout('Office 1984');
    const smallCaps = after.layout('Office 1984', ['smcp', 'onum']);
    expect(plain.glyphs.map((g) => g.id)).toEqual(
      before.layout('Office 1984').glyphs.map((g) => g.id),
    );
    expect(smallCaps.glyphs.map((g) => g.id)).not.toEqual(plain.glyphs.map((g) => g.id));
    expect(plain.advanceWidth).toBeGreaterThan(0);
  });

  it('keeps every other table byte for byte', () => {
    const original = readSfnt(retail);
    const rewritten = readSfnt(stamped);
    expect(rewritten.tables.map((t) => t.tag)).toEqual(original.tables.map((t) => t.tag));
    for (const table of original.tables) {
      if (table.tag === 'name') continue;
      const copy = rewritten.tables.find((t) => t.tag === table.tag)?.data ?? Buffer.alloc(0);
      if (table.tag === 'head') {
        // Only checkSumAdjustment (bytes 8–11) may change.
        expect(Buffer.concat([copy.subarray(0, 8), copy.subarray(12)])).toEqual(
          Buffer.concat([table.data.subarray(0, 8), table.data.subarray(12)]),
        );
      } else {
        expect(copy.equals(table.data), table.tag).toBe(true);
      }
    }
  });

  it('writes correct offsets, padding and checksums', () => {
    const count = stamped.readUInt16BE(4);
    for (let i = 0; i < count; i += 1) {
      const at = 12 + i * 16;
      const tag = stamped.toString('latin1', at, at + 4);
      const offset = stamped.readUInt32BE(at + 8);
      const length = stamped.readUInt32BE(at + 12);
      expect(offset % 4, tag).toBe(0);
      const data = Buffer.from(stamped.subarray(offset, offset + ((length + 3) & ~3)));
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(stamped.readUInt32BE(at + 4));
    }
    expect(stamped.length % 4).toBe(0);
    expect(checksum(stamped)).toBe(0xb1b0afba);
  });
});

// Brotli at WOFF2's level takes seconds on a full font.
const WOFF2_TIMEOUT = 60_000;

describe('the web font', () => {
  it(
    'is a WOFF2 of the stamped font with every glyph, feature and the stamp',
    async () => {
      const stamped = stampLicensee(garamond, stamp);
      const woff2 = await toWoff2(stamped);
      expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const font = open(woff2);
      const retail = open(garamond);
      expect(font.numGlyphs).toBe(retail.numGlyphs);
      expect(font.availableFeatures).toEqual(retail.availableFeatures);
      expect(font.getName('license', 'en')).toBe(description);
      expect(ownNames(font)).toContain('Order #1042');
      expect(font.layout('Office').glyphs.length).toBeGreaterThan(0);
    },
    WOFF2_TIMEOUT,
  );
});

describe('the order zip', () => {
  it('holds the README, the fonts, the licence text and the certificate', async () => {
    const certificate = Buffer.from('%PDF-1.3 certificate');
    const zip = await buildOrderZip({
      files: [
        { name: 'EB Garamond/EBGaramond-Regular.ttf', buffer: garamond },
        { name: 'Alegreya Sans/AlegreyaSans-BoldItalic.ttf', buffer: alegreya },
      ],
      licenceText: 'End user licence agreement',
      certificatePdf: certificate,
      readme: 'What each folder holds',
    });
    const files = unzip(zip);
    expect([...files.keys()]).toEqual([
      'README.txt',
      'EB Garamond/EBGaramond-Regular.ttf',
      'Alegreya Sans/AlegreyaSans-BoldItalic.ttf',
      'Licence.txt',
      'Licence certificate.pdf',
    ]);
    expect(files.get('EB Garamond/EBGaramond-Regular.ttf')?.equals(garamond)).toBe(true);
    expect(files.get('Licence.txt')?.toString()).toBe('End user licence agreement');
    expect(files.get('README.txt')?.toString()).toBe('What each folder holds');
    expect(files.get('Licence certificate.pdf')?.equals(certificate)).toBe(true);
  });
});

describe('reading a name', () => {
  const macRoman = { platformID: 1, encodingID: 0, languageID: 0, nameID: 1 };
  const german = { ...windowsString(1, 'Garamond Deutsch'), languageID: 0x407 };

  it('reads the Windows English string first, then another Unicode one, then Mac Roman', () => {
    const mac = { ...macRoman, bytes: Buffer.from([0x43, 0x61, 0x66, 0x8e]) }; // "Café"
    const english = windowsString(1, 'Garamond');
    expect(nameText([mac, german, english], 1)).toBe('Garamond');
    expect(nameText([mac, german], 1)).toBe('Garamond Deutsch');
    expect(nameText([mac], 1)).toBe('Café');
    expect(nameText([english], 2)).toBeUndefined();
  });
});

describe('what is not stamped', () => {
  it('refuses a WOFF2, which must be made from the stamped font instead', () => {
    const woff2Header = Buffer.concat([Buffer.from('wOF2', 'latin1'), Buffer.alloc(44)]);
    expect(() => stampLicensee(woff2Header, stamp)).toThrow(/Not a TTF or OTF font/);
  });
});
