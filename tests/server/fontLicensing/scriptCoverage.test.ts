import { describe, expect, it } from 'vitest';
import { codePointsWithout } from '../../../src/server/fontLicensing/app/scriptCoverage';
import { mergeLicensedScripts } from '../../../src/server/orders/app/mergeLicensedScripts';

const code = (text: string) => [...text].map((char) => char.codePointAt(0) ?? 0);

describe('the characters of a withheld script', () => {
  it('are its letters and every code point of its blocks, combining marks included', () => {
    const font = [...code('Aé–€ЖжΩωπµ'), 0x0485, 0x0301, 0x1f00];
    expect(codePointsWithout(font, ['Cyrillic'])).toEqual([
      ...code('Aé–€Ωωπµ'),
      0x0301, // a Latin combining acute stays
      0x1f00,
    ]);
    // µ (U+00B5) is a Latin-1 sign, not Greek; the Greek blocks go whole.
    expect(codePointsWithout(font, ['Cyrillic', 'Greek'])).toEqual([...code('Aé–€µ'), 0x0301]);
  });

  it('leaves everything when nothing is withheld, and refuses a script Unicode does not know', () => {
    expect(codePointsWithout(code('Жω'), [])).toEqual(code('Жω'));
    expect(() => codePointsWithout(code('A'), ['Klingon'])).toThrow('Unknown script "Klingon"');
  });
});

describe('one style licensed by two lines for the same use', () => {
  const latin = { licensed: ['Latin'], withheld: ['Greek', 'Cyrillic'] };
  const cyrillic = { licensed: ['Latin', 'Cyrillic'], withheld: ['Greek'] };

  it('holds every script either line bought', () => {
    expect(mergeLicensedScripts(latin, cyrillic)).toEqual(cyrillic);
    expect(mergeLicensedScripts(cyrillic, latin)).toEqual(cyrillic);
    expect(mergeLicensedScripts(null, latin)).toEqual(latin);
    expect(mergeLicensedScripts(null, null)).toBeNull();
  });
});
