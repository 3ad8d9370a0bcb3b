import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { NAME_ID, nameText, parseNameTable } from '../../../src/server/fontLicensing/app/nameTable';
import { rewriteNames } from '../../../src/server/fontLicensing/app/rewriteNames';
import { readSfnt } from '../../../src/server/fontLicensing/app/sfntFont';
import {
  nameAsTrial,
  trialLicenceNote,
  trialNames,
} from '../../../src/server/trials/app/trialFontNames';

const retailFont = readFileSync(
  path.resolve('content/typefaces/eb-garamond/EBGaramond_500Medium_Italic.ttf'),
);
const note = trialLicenceNote('Fieldwork Type Foundry', 'https://fonts.example');

function open(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!('numGlyphs' in font)) throw new Error('expected a single font, not a collection');
  return font;
}

/** Every string of one name id, whatever its platform. */
function allStrings(font: Buffer, nameID: number): string[] {
  const name = readSfnt(font).tables.find((table) => table.tag === 'name');
  const records = parseNameTable(name?.data ?? Buffer.alloc(0)).records;
  return records
    .filter((record) => record.nameID === nameID)
    .map((record) => nameText([record], nameID) ?? '');
}

/** A valid PostScript name: printable ASCII without the space and [](){}<>/%, at most 63. */
function isPostScriptName(name: string | undefined): boolean {
  return name !== undefined && /^[!-~]{1,63}$/.test(name) && !/[[\](){}<>/%]/.test(name);
}

describe('trial names', () => {
  it('put the trial word after the family and into the PostScript name', () => {
    const retail = new Map<number, string>([
      [NAME_ID.family, 'EB Garamond Medium'],
      [NAME_ID.uniqueId, '1.003;PfEd;EBGaramond-MediumItalic'],
      [NAME_ID.fullName, 'EB Garamond Medium Italic'],
      [NAME_ID.postScript, 'EBGaramond-MediumItalic'],
      [NAME_ID.typographicFamily, 'EB Garamond'],
      [NAME_ID.variationsPostScriptPrefix, 'EBGaramondItalic'],
    ]);
    expect(Object.fromEntries(trialNames(retail))).toEqual({
      [NAME_ID.family]: 'EB Garamond Trial Medium',
      [NAME_ID.uniqueId]: '1.003;PfEd;EBGaramondTrial-MediumItalic',
      [NAME_ID.fullName]: 'EB Garamond Trial Medium Italic',
      [NAME_ID.postScript]: 'EBGaramondTrial-MediumItalic',
      [NAME_ID.typographicFamily]: 'EB Garamond Trial',
      [NAME_ID.variationsPostScriptPrefix]: 'EBGaramondTrialItalic',
    });
  });

  it('add the trial word at the end where the family does not lead the name', () => {
    const retail = new Map<number, string>([
      [NAME_ID.family, 'Sans'],
      [NAME_ID.uniqueId, 'Sans Regular version 2'],
      [NAME_ID.fullName, 'Sansation Regular'],
      [NAME_ID.postScript, 'Sansation'],
    ]);
    expect(Object.fromEntries(trialNames(retail))).toEqual({
      [NAME_ID.family]: 'Sans Trial',
      [NAME_ID.uniqueId]: 'Sans Regular version 2 Trial',
      [NAME_ID.fullName]: 'Sansation Regular Trial',
      [NAME_ID.postScript]: 'SansationTrial',
    });
  });

  it('make a valid PostScript name from any retail one, keeping its style part', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 80 }), (family, style) => {
        const postScript = `${family}-${style}`;
        const trial = trialNames(new Map([[NAME_ID.postScript, postScript]])).get(
          NAME_ID.postScript,
        );
        expect(isPostScriptName(trial), trial).toBe(true);
        expect(trial).toContain('Trial');
        expect(trial).not.toBe(postScript);
      }),
    );
    const long = `${'VeryLongFoundryFamilyName'.repeat(3)}-ExtraCondensedSemiBoldItalic`;
    expect(trialNames(new Map([[NAME_ID.postScript, long]])).get(NAME_ID.postScript)).toBe(
      'VeryLongFoundryFamilyNameVeryTrial-ExtraCondensedSemiBoldItalic',
    );
  });
});

describe('a font named as a trial', () => {
  const trial = nameAsTrial(retailFont, note);

  it('carries the trial names and the trial licence note', () => {
    const font = open(trial);
    expect(font.familyName).toBe('EB Garamond Trial Medium');
    expect(font.fullName).toBe('EB Garamond Trial Medium Italic');
    expect(font.postscriptName).toBe('EBGaramondTrial-MediumItalic');
    expect(font.getName('preferredFamily', 'en')).toBe('EB Garamond Trial');
    expect(font.subfamilyName).toBe('Italic');
    expect(font.getName('preferredSubfamily', 'en')).toBe('Medium Italic');
    expect(font.getName('license', 'en')).toBe(
      'Trial font for mockups only, under the Fieldwork Type Foundry trial licence. ' +
        'Licence the retail fonts at https://fonts.example/typefaces',
    );
    expect(font.getName('copyright', 'en')).toBe(open(retailFont).getName('copyright', 'en'));
  });

  it('keeps every other table byte for byte', () => {
    const original = readSfnt(retailFont).tables;
    const renamed = readSfnt(trial).tables;
    expect(renamed.map((t) => t.tag)).toEqual(original.map((t) => t.tag));
    for (const table of original.filter((t) => t.tag !== 'name' && t.tag !== 'head')) {
      const copy = renamed.find((t) => t.tag === table.tag)?.data;
      expect(copy?.equals(table.data), table.tag).toBe(true);
    }
  });

  it('leaves no retail family or PostScript name on another platform or language', () => {
    // A Mac Roman family name and a German full name, as older fonts carry them.
    const withOthers = rewriteNames(retailFont, (records) => [
      ...records,
      { platformID: 1, encodingID: 0, languageID: 0, nameID: 1, bytes: Buffer.from('EB Garamond') },
      {
        platformID: 3,
        encodingID: 1,
        languageID: 0x407,
        nameID: 4,
        bytes: Buffer.from('EB Garamond Medium Kursiv', 'utf16le').swap16(),
      },
    ]);
    const renamed = nameAsTrial(withOthers, note);
    expect(allStrings(renamed, NAME_ID.family)).toEqual(['EB Garamond Trial Medium']);
    expect(allStrings(renamed, NAME_ID.fullName)).toEqual(['EB Garamond Trial Medium Italic']);
    expect(allStrings(renamed, NAME_ID.postScript)).toEqual(['EBGaramondTrial-MediumItalic']);
  });
});
