import { describe, expect, it } from 'vitest';
import { glyphSetFromAnswer } from '../../../src/infrastructure/catalogue/glyphSetFromAnswer';

describe('glyphSetFromAnswer', () => {
  it("reads the wire's code_point as the glyph's codePoint, and leaves it out where absent", () => {
    const set = glyphSetFromAnswer({
      style: { name: 'Regular', slug: 'regular' },
      groups: [
        {
          name: 'Basic Latin',
          glyphs: [
            { id: 36, name: 'A', text: 'A', code_point: 0x41 },
            { id: 402, name: 'a.sc', text: 'a', feature: 'smcp' },
          ],
        },
      ],
    });
    expect(set).toEqual({
      style: { name: 'Regular', slug: 'regular' },
      groups: [
        {
          name: 'Basic Latin',
          glyphs: [
            { id: 36, name: 'A', text: 'A', codePoint: 0x41 },
            { id: 402, name: 'a.sc', text: 'a', feature: 'smcp' },
          ],
        },
      ],
    });
  });
});
