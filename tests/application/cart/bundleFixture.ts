import type { CollectionBundleShop } from '../../../src/application/shop/CollectionBundleShop';
import type { PurchasableOption } from '../../../src/domain/pricing/ShopPricing';
import { FAMILY, SHOP } from './shopFixture';

const SANS: PurchasableOption = {
  id: 'sans',
  kind: 'families',
  name: 'Sans',
  styleCount: 2,
  multiplication: 0.8,
  pro: false,
  includes: { styles: ['sans/regular', 'sans/bold'] },
};

/**
 * A collection of Serif (4 styles) and Sans (2 styles) on the domain's price fixture, sold
 * as a bundle at 0.75: for desktop 1–5 computers, (128 + 64) × 0.75 = $144.
 */
export const BUNDLE_SHOP: CollectionBundleShop = {
  shop: {
    ...SHOP,
    familyName: 'The Pair',
    slug: 'pair-collection',
    pricing: { ...SHOP.pricing, scripts: [SHOP.pricing.scripts[0]] },
    packages: [],
    styles: [],
  },
  bundle: {
    id: 'pair',
    name: 'The Pair',
    multiplication: 0.75,
    families: [
      { page: 'serif', pricing: SHOP.pricing, option: FAMILY },
      { page: 'sans', pricing: SHOP.pricing, option: SANS },
    ],
  },
  stylesNoDisplay: '6 styles',
};
