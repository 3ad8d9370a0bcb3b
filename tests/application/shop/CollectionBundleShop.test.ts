import { describe, expect, it } from 'vitest';
import {
  bundleCartItem,
  bundlePriceText,
  bundleSavingsText,
} from '../../../src/application/shop/CollectionBundleShop';
import { ShopChoices } from '../../../src/application/shop/ShopChoices';
import { BUNDLE_SHOP } from '../cart/bundleFixture';

describe('a collection bundle on its page', () => {
  it('prices the bundle and its saving for the choices, and follows them', () => {
    const choices = new ShopChoices(BUNDLE_SHOP.shop);
    // Serif 40 × 0.8 × 4 = 128, Sans 40 × 0.8 × 2 = 64; (128 + 64) × 0.75 = 144.
    expect(bundlePriceText(BUNDLE_SHOP, choices)).toBe('$144');
    expect(bundleSavingsText(BUNDLE_SHOP, choices)).toBe('save $48');
    choices.set('desktop', '1');
    expect(bundlePriceText(BUNDLE_SHOP, choices)).toBe('$288');
    choices.set('script:cyrillic', true);
    // (256 + 128) × 1.2 = 460.8; × 0.75 = 345.6 → 345.
    expect(bundlePriceText(BUNDLE_SHOP, choices)).toBe('$345');
  });

  it('adds the bundle as a collections line of the collection page with the chosen licences', () => {
    const choices = new ShopChoices(BUNDLE_SHOP.shop);
    choices.set('web', '0');
    expect(bundleCartItem(BUNDLE_SHOP, choices)).toEqual({
      id: 'pair',
      type: 'collections',
      typeface: 'pair-collection',
      name: 'The Pair',
      font_class: BUNDLE_SHOP.shop.headerClass,
      options: { desktop: 0, web: 0, app: null },
      scripts: [],
    });
  });
});
