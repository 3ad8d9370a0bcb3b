import { describe, expect, it } from 'vitest';
import {
  LICENCE_CATEGORIES,
  selectedCategories,
} from '../../../src/domain/pricing/LicenceCategory';

describe('licence categories', () => {
  it('are desktop, web and app in dropdown order', () => {
    expect(LICENCE_CATEGORIES).toEqual(['desktop', 'web', 'app']);
  });

  it('lists only the categories with a chosen tier', () => {
    expect(selectedCategories({})).toEqual([]);
    expect(selectedCategories({ app: 0, desktop: 2, web: null })).toEqual(['desktop', 'app']);
  });
});
