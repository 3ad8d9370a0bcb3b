import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { featureLookupInputs } from '../../../src/server/content/adapters/fonts/featureLookupInputs';

const font = (file: string) =>
  fontkit.create(readFileSync(`content/typefaces/${file}`)) as fontkit.Font;

describe('the texts a feature’s own lookups act on', () => {
  const garamond = font('eb-garamond/EBGaramond_400Regular.ttf');

  it('reads a ligature substitution’s sequences back to characters (EB Garamond ss03: "arrowright" as an arrow)', () => {
    const inputs = featureLookupInputs(garamond, 'ss03');
    expect(inputs).toContain('arrowrightarrowright');
    // Each one is drawn differently with the feature on: one glyph for the word.
    for (const text of inputs) {
      expect(garamond.layout(text, { ss03: true }).glyphs.length).toBeLessThan(text.length);
    }
  });

  it('reads a single substitution’s glyphs back to characters (small caps)', () => {
    const inputs = featureLookupInputs(garamond, 'smcp');
    expect(inputs.length).toBeGreaterThan(0);
    const [first = ''] = inputs;
    const plain = garamond.layout(first).glyphs.map((glyph) => glyph.id);
    const small = garamond.layout(first, { smcp: true }).glyphs.map((glyph) => glyph.id);
    expect(small).not.toEqual(plain);
  });

  it('answers nothing for a feature the font does not have', () => {
    expect(featureLookupInputs(garamond, 'zzzz')).toEqual([]);
  });
});
