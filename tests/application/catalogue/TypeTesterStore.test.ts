import { describe, expect, it } from 'vitest';
import {
  TESTER_SIZE_BEFORE_LOAD,
  TypeTesterStore,
} from '../../../src/application/catalogue/TypeTesterStore';
import { LETTER_STYLE } from '../../../src/domain/typeTester/fontFeatureSettings';
import { defaultSetup } from '../../../src/domain/typeTester/testerSetup';
import { SPECIMEN } from './specimenFixture';

const REGULAR = SPECIMEN.editable.subfamilies[0]?.styles[0] ?? null;

function configured(): TypeTesterStore {
  const store = new TypeTesterStore();
  store.configure(SPECIMEN, REGULAR);
  return store;
}

describe('TypeTesterStore', () => {
  it('starts the slider at 4, then at the family default within its range', () => {
    const store = new TypeTesterStore();
    expect(store.setup.size).toBe(TESTER_SIZE_BEFORE_LOAD);
    store.configure(SPECIMEN, REGULAR);
    expect(store.setup.size).toBe(48);
    store.setFontSize(500);
    expect(store.setup.size).toBe(160);
  });

  it('keeps one stylistic set at a time and builds the font-feature-settings', () => {
    const store = configured();
    store.toggleFeature('Stylistic sets', 'ss01');
    store.toggleFeature('Stylistic sets', 'ss02');
    store.toggleLetterStyle(LETTER_STYLE.smallCaps);
    store.toggleFigures('onum');
    expect(store.appliedStyle.fontFeatureSettings).toBe(
      '"kern" 1, "liga" 1, "onum" 1, "smcp" 1, "ss02" 1',
    );
    store.toggleFeature('Stylistic sets', 'ss02');
    expect(store.setup.features).toEqual([]);
  });

  it('offers small caps only for a script whose fonts have them', () => {
    const store = configured();
    store.toggleLetterStyle(LETTER_STYLE.allSmallCaps);
    expect(store.appliedStyle.fontFeatureSettings).toBe('"kern" 1, "liga" 1, "c2sc" 1, "smcp" 1');
    store.setScript('Hebrew');
    expect(store.rtl).toBe(true);
    expect(store.setup.letterStyle).toBeNull();
    store.toggleLetterStyle(LETTER_STYLE.smallCaps);
    store.toggleLetterStyle(LETTER_STYLE.allSmallCaps);
    expect(store.setup.letterStyle).toBeNull();
    // A right-to-left script shows its Latin companion below its own lines, left to right.
    expect(store.lineTexts).toEqual(['שלום', 'One']);
    expect([store.lineDirection(0), store.lineDirection(1)]).toEqual(['rtl', 'ltr']);
    store.nextSamples();
    expect(store.lineTexts).toEqual(['שלום', 'Two']);
  });

  it('swaps to a language’s samples, keeping typed text for an undo', () => {
    const store = configured();
    store.setLineText(0, 'Mine');
    // A language without lines of its own sets only its `lang`: the text stays.
    store.setLanguage('tr');
    expect(store.lineTexts).toEqual(['Mine', 'Two', 'Three']);
    expect(store.replacedTexts).toBeNull();
    store.setLanguage('de');
    expect(store.setup.language).toBe('de');
    expect(store.lineTexts).toEqual(['Zwölf', 'Boxkämpfer', 'Deich']);
    expect(store.replacedTexts).toEqual(['Mine', 'Two', 'Three']);
    store.undoNewSamples();
    expect(store.lineTexts).toEqual(['Mine', 'Two', 'Three']);
    expect(store.setup.language).toBe('de');
    // Back to no language: the script's samples, the typed text once more kept aside.
    store.setLanguage(null);
    expect(store.lineTexts).toEqual(['One', 'Two', 'Three']);
    expect(store.replacedTexts).toEqual(['Mine', 'Two', 'Three']);
  });

  it('sets a line in another style, and loads a shared setup it can show', () => {
    const store = configured();
    store.setLineStyle(1, 'italic');
    expect(store.lineStyle(1)?.name).toBe('Italic');
    expect(store.lineStyle(0)?.name).toBe('Regular');
    store.setLineStyle(1, 'regular');
    expect(store.setup.styles).toEqual([]);
    store.load({
      ...defaultSetup(48),
      script: 'Latin',
      styles: ['italic', 'gone'],
      size: 999,
      features: ['ss01', 'zzzz'],
    });
    expect(store.setup.styles).toEqual(['italic', '']);
    expect(store.setup.size).toBe(160);
    expect(store.setup.features).toEqual(['ss01']);
  });
});
