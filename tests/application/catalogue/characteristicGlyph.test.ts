import { describe, expect, it } from 'vitest';
import { characteristicGlyph } from '../../../src/application/catalogue/characteristicGlyph';
import type { GlyphSet } from '../../../src/application/catalogue/GlyphSet';

const glyph = (id: number, text: string, feature?: string) => ({
  id,
  name: text === ' ' ? 'space' : text,
  text,
  ...(feature ? { feature } : {}),
});

const set: GlyphSet = {
  style: { name: 'Regular', slug: 'regular' },
  groups: [
    { name: 'Basic Latin', glyphs: [glyph(1, ' '), glyph(2, '!'), glyph(3, 'E'), glyph(4, 'I')] },
    { name: 'Small caps', glyphs: [glyph(5, 'I', 'smcp')] },
  ],
};

describe('the glyph a glyph view opens on', () => {
  it("is the first letter of the family's name, as the font maps it", () => {
    expect(characteristicGlyph(set, 'Inter')?.id).toBe(4);
    expect(characteristicGlyph(set, 'EB Garamond')?.id).toBe(3);
  });

  it('is the configured character when the foundry named one', () => {
    expect(characteristicGlyph(set, 'Inter', '!')?.id).toBe(2);
  });

  it('is never the space when the name has no letter the font draws', () => {
    expect(characteristicGlyph(set, 'Ωmega')?.name).toBe('!');
  });
});
