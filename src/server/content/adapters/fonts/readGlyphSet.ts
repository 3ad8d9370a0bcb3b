import type * as fontkit from 'fontkit';
import type { GlyphAnswer, GlyphGroupAnswer } from '../../../../contract/catalogue/glyphSetAnswer';
import type { ScriptName } from '../../app/fonts/detectScripts';
import { letterProbeTexts, OPENTYPE_SCRIPT } from '../../app/fonts/scriptProbes';
import { unicodeBlock } from '../../app/fonts/unicodeBlocks';

/*
 * A glyph set is read straight into the wire's shape (src/contract/catalogue/glyphSetAnswer.ts):
 * `text` is the characters that show the glyph, its own or those a feature turns into it;
 * `code_point` is absent for a glyph only GSUB reaches, which names its `feature` (smcp).
 */

/** Where an unencoded glyph is listed, by the feature that reaches it. */
function featureGroup(tag: string): string {
  if (tag === 'smcp' || tag === 'c2sc') return 'Small caps';
  if (/^(onum|lnum|pnum|tnum|frac|zero|sups|subs|ordn)$/.test(tag)) return 'Figure sets';
  if (tag === 'swsh') return 'Swashes';
  if (/^(liga|dlig|hlig)$/.test(tag)) return 'Ligatures';
  if (/^ss\d\d$/.test(tag)) return 'Stylistic sets';
  if (/^cv\d\d$/.test(tag)) return 'Character variants';
  return 'Other alternates';
}

const GSUB_ORDER = [
  'Small caps',
  'Figure sets',
  'Ligatures',
  'Swashes',
  'Stylistic sets',
  'Character variants',
  'Other alternates',
];

/*
 * Outlines are not sent: a font's 3,000 paths weigh megabytes and take seconds to read.
 * The browser draws each glyph with the style's web font, from `text` and `feature`.
 */
function entry(glyph: fontkit.Glyph, text: string, extra: Partial<GlyphAnswer>): GlyphAnswer {
  return { id: glyph.id, name: glyph.name ?? `glyph${glyph.id}`, text, ...extra };
}

/**
 * Every glyph a visitor can reach in one font: the encoded ones by Unicode block, then those
 * only GSUB reaches, grouped by what produces them. A glyph is credited to the first offered
 * feature whose shaped probe text shows it (standard ligatures count as liga).
 */
export function readGlyphSet(
  font: fontkit.Font,
  scripts: readonly ScriptName[],
  features: readonly string[],
): GlyphGroupAnswer[] {
  const encoded = new Map<number, GlyphAnswer>();
  const blocks = new Map<string, GlyphAnswer[]>();
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    const glyph = font.glyphForCodePoint(codePoint);
    if (glyph.id === 0 || encoded.has(glyph.id)) continue;
    const item = entry(glyph, String.fromCodePoint(codePoint), { code_point: codePoint });
    encoded.set(glyph.id, item);
    const block = unicodeBlock(codePoint);
    blocks.set(block, [...(blocks.get(block) ?? []), item]);
  }

  const reached = new Map<string, GlyphAnswer[]>();
  const seen = new Set<number>(encoded.keys());
  const collect = (tag: string, run: fontkit.GlyphRun) => {
    for (const glyph of run.glyphs) {
      if (seen.has(glyph.id) || glyph.id === 0) continue;
      seen.add(glyph.id);
      const group = featureGroup(tag);
      const text = String.fromCodePoint(...glyph.codePoints);
      reached.set(group, [...(reached.get(group) ?? []), entry(glyph, text, { feature: tag })]);
    }
  };
  for (const script of scripts) {
    const tag = OPENTYPE_SCRIPT[script];
    const pieces = letterProbeTexts(script, font.characterSet);
    for (const piece of pieces) collect('liga', font.layout(piece, {}, tag));
    for (const feature of features)
      for (const piece of pieces) collect(feature, font.layout(piece, { [feature]: true }, tag));
  }

  return [
    ...[...blocks].map(([name, glyphs]) => ({ name, glyphs })),
    ...GSUB_ORDER.flatMap((name) => {
      const glyphs = reached.get(name);
      return glyphs ? [{ name, glyphs }] : [];
    }),
  ];
}
