import type { GlyphEntry, GlyphSet } from '../../application/catalogue/GlyphSet';
import type { GlyphAnswer, GlyphSetAnswer } from '../../contract/catalogue/glyphSetAnswer';

/** A style's glyphs (parsed by the contract's `glyphSetAnswer`) as the glyph view reads them. */
export function glyphSetFromAnswer(answer: GlyphSetAnswer): GlyphSet {
  return {
    style: { name: answer.style.name, slug: answer.style.slug },
    groups: answer.groups.map((group) => ({
      name: group.name,
      glyphs: group.glyphs.map(glyphFromAnswer),
    })),
  };
}

function glyphFromAnswer(glyph: GlyphAnswer): GlyphEntry {
  return {
    id: glyph.id,
    name: glyph.name,
    text: glyph.text,
    ...(glyph.code_point === undefined ? {} : { codePoint: glyph.code_point }),
    ...(glyph.feature === undefined ? {} : { feature: glyph.feature }),
  };
}
