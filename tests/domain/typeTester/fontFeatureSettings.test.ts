import { describe, expect, it } from 'vitest';
import {
  applyTextStyle,
  isLetterStyle,
  LETTER_STYLE,
} from '../../../src/domain/typeTester/fontFeatureSettings';

const plain = { letterStyle: null, figures: null, features: [] } as const;

describe('applyTextStyle', () => {
  it('always keeps kerning and standard ligatures on, and the font its default figures', () => {
    expect(applyTextStyle(plain)).toEqual({
      fontFeatureSettings: '"kern" 1, "liga" 1',
      textTransform: 'none',
    });
  });

  it('turns small caps and oldstyle figures into smcp and onum', () => {
    const applied = applyTextStyle({
      ...plain,
      letterStyle: LETTER_STYLE.smallCaps,
      figures: 'onum',
    });
    expect(applied.fontFeatureSettings).toBe('"kern" 1, "liga" 1, "onum" 1, "smcp" 1');
    expect(applied.textTransform).toBe('none');
  });

  it('maps all caps and all lower to a text transform', () => {
    expect(applyTextStyle({ ...plain, letterStyle: LETTER_STYLE.allCaps }).textTransform).toBe(
      'uppercase',
    );
    expect(applyTextStyle({ ...plain, letterStyle: LETTER_STYLE.allLower }).textTransform).toBe(
      'lowercase',
    );
  });

  it('reads data settings written as a tag, a quoted tag with a value, or a list', () => {
    const applied = applyTextStyle({
      ...plain,
      features: ['ss01', '"ss02" 1', ["'swsh' on", 'dlig'], '"liga" 0', 'not a feature'],
    });
    expect(applied.fontFeatureSettings).toBe(
      '"kern" 1, "liga" 0, "ss01" 1, "ss02" 1, "swsh" 1, "dlig" 1',
    );
  });

  it('sets capitals as small capitals too for all small caps, with lining figures if asked', () => {
    const applied = applyTextStyle({
      ...plain,
      letterStyle: LETTER_STYLE.allSmallCaps,
      figures: 'lnum',
    });
    expect(applied.fontFeatureSettings).toBe('"kern" 1, "liga" 1, "lnum" 1, "c2sc" 1, "smcp" 1');
    expect(isLetterStyle(4)).toBe(true);
    expect(isLetterStyle(5)).toBe(false);
  });
});
