import { describe, expect, it } from 'vitest';
import {
  TESTER_SIZE_BEFORE_LOAD,
  TypeTesterStore,
} from '../../../src/application/catalogue/TypeTesterStore';
import { LETTER_STYLE } from '../../../src/domain/typeTester/fontFeatureSettings';
import { SPECIMEN } from './specimenFixture';

describe('TypeTesterStore', () => {
  it('starts the slider at 4, then at the family default within its range', () => {
    const store = new TypeTesterStore();
    expect(store.fontSize).toBe(TESTER_SIZE_BEFORE_LOAD);
    store.configure(SPECIMEN);
    expect(store.fontSize).toBe(48);
    store.setFontSize(500);
    expect(store.fontSize).toBe(160);
  });

  it('keeps one feature per group and builds the font-feature-settings', () => {
    const store = new TypeTesterStore();
    store.configure(SPECIMEN);
    store.toggleFeature('Stylistic sets', 'Stylistic set 1');
    store.toggleFeature('Stylistic sets', 'Stylistic set 2');
    store.toggleLetterStyle(LETTER_STYLE.smallCaps);
    store.toggleOldstyleFigures();
    expect(store.appliedStyle.fontFeatureSettings).toBe(
      '"kern" 1, "liga" 1, "onum" 1, "smcp" 1, "ss02" 1',
    );
  });

  it('offers figures and small caps only through their own toggles', () => {
    const store = new TypeTesterStore();
    store.configure(SPECIMEN);
    expect(store.groups.map((g) => g.name)).toEqual(['Stylistic sets']);
  });

  it('cycles to new samples', () => {
    const store = new TypeTesterStore();
    store.configure(SPECIMEN);
    expect(store.visibleSamples).toEqual(['One', 'Two', 'Three']);
    store.nextSamples();
    expect(store.visibleSamples).toEqual(['Four', 'One', 'Two']);
  });
});
