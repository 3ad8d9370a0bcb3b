import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { detectScripts } from '../../../src/server/content/app/fonts/detectScripts';
import { detectTesterFeatures } from '../../../src/server/content/adapters/fonts/detectTesterFeatures';
import { readGlyphSet } from '../../../src/server/content/adapters/fonts/readGlyphSet';
import { testerScriptAnswer } from '../../../src/server/catalogue/app/answers/testerScripts';

function detect(family: string, file: string) {
  const font = fontkit.create(
    readFileSync(path.join('content/typefaces', family, file)),
  ) as fontkit.Font;
  return detectTesterFeatures(font, detectScripts(new Set(font.characterSet)));
}

const perScript = (result: ReturnType<typeof detect>) =>
  Object.fromEntries(result.scripts.map(({ script, features }) => [script, features]));

// Shaping every feature takes seconds per font.
const SLOW = 60_000;

describe('features detected from the real font files, per script', () => {
  it(
    'EB Garamond: small caps, oldstyle figures, swashes and its stylistic sets for Latin',
    () => {
      const result = detect('eb-garamond', 'EBGaramond_400Regular.ttf');
      const scripts = perScript(result);
      expect(Object.keys(scripts)).toEqual(['Latin', 'Greek', 'Cyrillic']);
      expect(scripts.Latin).toEqual(
        expect.arrayContaining(['smcp', 'c2sc', 'onum', 'pnum', 'swsh', 'dlig', 'frac', 'ss01']),
      );
      // ss03 only joins whole words into arrows ("arrowright"): found from its own lookups.
      expect(scripts.Latin).toContain('ss03');
      // The upright's swashes are Latin only; ss05 and ss06 change no Greek or Cyrillic letter.
      expect(scripts.Greek).not.toContain('swsh');
      expect(scripts.Greek).not.toContain('ss05');
      expect(scripts.Cyrillic).not.toContain('ss06');
      // Its figures are lining by default: lnum changes nothing, so it is not offered.
      expect(scripts.Latin).not.toContain('lnum');
      // Every feature offered comes with a text it changes, for its toggle to draw.
      for (const { features, examples } of result.scripts) {
        expect(Object.keys(examples ?? {}).sort()).toEqual(features);
      }
      const latin = result.scripts.find((entry) => entry.script === 'Latin')?.examples ?? {};
      expect(latin.frac).toBe('1/2');
      expect(latin.ss03).toMatch(/^arrow/);
      expect(latin.smcp).toMatch(/^\p{Ll}/u);
    },
    SLOW,
  );

  it(
    'Vazirmatn offers no small caps and no oldstyle figures for Arabic, but does for Latin',
    () => {
      const result = detect('vazirmatn', 'Vazirmatn_400Regular.ttf');
      const scripts = perScript(result);
      expect(scripts.Arabic).toEqual(['ss01', 'tnum']);
      expect(scripts.Latin).toEqual(expect.arrayContaining(['smcp', 'c2sc', 'onum']));
      // The set is named by the font itself (featureParams → name table).
      expect(result.featureNames).toEqual({ ss01: 'Farsi Digits' });

      const arabic = testerScriptAnswer('Arabic', result, []);
      expect(arabic).toMatchObject({
        direction: 'rtl',
        small_caps: false,
        all_small_caps: false,
        figure_styles: [],
      });
      expect(arabic.otf_groups.map((group) => group.otfs.map((otf) => otf.name))).toEqual([
        ['Tabular figures'],
        ['Farsi Digits'],
      ]);
      expect(testerScriptAnswer('Latin', result, [])).toMatchObject({
        direction: 'ltr',
        small_caps: true,
        all_small_caps: true,
        figure_styles: ['lnum', 'onum'],
      });
    },
    SLOW,
  );

  it(
    'Frank Ruhl Libre: no small caps at all; its compact set acts on Hebrew only',
    () => {
      const result = detect('frank-ruhl-libre', 'FrankRuhlLibre_400Regular.ttf');
      const scripts = perScript(result);
      expect(scripts.Hebrew).toContain('ss01');
      expect(scripts.Latin).not.toContain('ss01');
      expect([...(scripts.Hebrew ?? []), ...(scripts.Latin ?? [])]).not.toContain('smcp');
      expect(result.featureNames.ss01).toBe('Compact forms');
    },
    SLOW,
  );

  it(
    'Alegreya Sans: each stylistic set named as the font names it, offered where it acts',
    () => {
      const result = detect('alegreya-sans', 'AlegreyaSans_400Regular.ttf');
      const scripts = perScript(result);
      expect(result.featureNames).toMatchObject({
        ss01: 'Roman numerals',
        ss05: 'Greek adscript iota',
      });
      // The adscript iota is Greek: not offered for Latin text.
      expect(scripts.Greek).toContain('ss05');
      expect(scripts.Latin).not.toContain('ss05');
      const latin = testerScriptAnswer('Latin', result, []);
      const sets = latin.otf_groups.find((group) => group.name === 'Stylistic sets');
      expect(sets?.otfs.map((otf) => [otf.data_setting, otf.name])).toEqual([
        ['ss01', 'Roman numerals'],
        ['ss02', 'Arrows, triangles and circles'],
        ['ss03', 'Foundry icon'],
      ]);
    },
    SLOW,
  );

  it(
    'Literata and Cormorant Garamond: small caps and all small caps for Latin and Cyrillic',
    () => {
      for (const [family, file] of [
        ['literata', 'Literata_400Regular.ttf'],
        ['cormorant-garamond', 'CormorantGaramond_400Regular.ttf'],
      ] as const) {
        const result = detect(family, file);
        for (const script of ['Latin', 'Cyrillic'] as const)
          expect(testerScriptAnswer(script, result, [])).toMatchObject({
            small_caps: true,
            all_small_caps: true,
          });
      }
    },
    SLOW,
  );

  it(
    'Cormorant Garamond: cv01 and cv02, which change only a Q standing alone',
    () => {
      // Before any letter Q becomes the long-tailed Q.long (calt), which neither variant
      // covers: only a probe with each letter alone shows them.
      const result = detect('cormorant-garamond', 'CormorantGaramond_400Regular.ttf');
      expect(perScript(result).Latin).toEqual(expect.arrayContaining(['cv01', 'cv02']));
      const font = fontkit.create(
        readFileSync('content/typefaces/cormorant-garamond/CormorantGaramond_400Regular.ttf'),
      ) as fontkit.Font;
      const variants = readGlyphSet(font, ['Latin'], ['cv01', 'cv02']).find(
        (group) => group.name === 'Character variants',
      );
      expect(variants?.glyphs.map((glyph) => [glyph.name, glyph.feature])).toEqual(
        expect.arrayContaining([
          ['Q.cv01', 'cv01'],
          ['Q.cv02', 'cv02'],
        ]),
      );
    },
    SLOW,
  );

  it(
    'Cormorant Garamond: the language systems of each script, offered by name and BCP 47 code',
    () => {
      const result = detect('cormorant-garamond', 'CormorantGaramond_400Regular.ttf');
      const cyrillic = result.scripts.find((entry) => entry.script === 'Cyrillic');
      expect(cyrillic?.languages).toEqual(['BGR', 'BSH', 'CHU', 'MKD', 'SRB']);
      expect(testerScriptAnswer('Cyrillic', result, []).languages).toEqual([
        { tag: 'BSH', code: 'ba', name: 'Bashkir', samples: [] },
        { tag: 'BGR', code: 'bg', name: 'Bulgarian', samples: [] },
        { tag: 'CHU', code: 'cv', name: 'Chuvash', samples: [] },
        { tag: 'MKD', code: 'mk', name: 'Macedonian', samples: [] },
        { tag: 'SRB', code: 'sr', name: 'Serbian', samples: [] },
      ]);
      expect(testerScriptAnswer('Latin', result, []).languages.map((l) => l.code)).toEqual(
        expect.arrayContaining(['tr', 'ro', 'nl', 'pl']),
      );
    },
    SLOW,
  );
});
