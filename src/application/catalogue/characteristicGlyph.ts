import type { GlyphEntry, GlyphSet } from './GlyphSet';

/**
 * The glyph a glyph view opens on: the family's most characteristic one, which type
 * designers show first. That is the configured character when the foundry named one, else
 * the first letter of the family's name ("I" for Inter, "E" for EB Garamond); else the first
 * glyph that draws something (a space would leave the large preview empty).
 */
export function characteristicGlyph(
  set: GlyphSet,
  familyName: string,
  configured?: string,
): GlyphEntry | null {
  const glyphs = set.groups.flatMap((group) => group.glyphs);
  const firstLetter = [...familyName].find((char) => /\p{L}/u.test(char));
  for (const wanted of [configured, firstLetter]) {
    if (!wanted) continue;
    const found = glyphs.find((glyph) => glyph.text === wanted && glyph.feature === undefined);
    if (found) return found;
  }
  return glyphs.find((glyph) => glyph.text.trim() !== '') ?? glyphs[0] ?? null;
}
