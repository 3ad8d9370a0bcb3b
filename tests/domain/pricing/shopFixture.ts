import type { PurchasableOption, ShopPricing } from '../../../src/domain/pricing/ShopPricing';

/** A realistic shop: three tiers per category, Cyrillic and Greek, pro at 1.5. */
export const shop: ShopPricing = {
  tiers: {
    desktop: [
      { id: 'd1', label: '1–5 computers' },
      { id: 'd2', label: '6–20 computers' },
      { id: 'd3', label: '21–50 computers' },
    ],
    web: [
      { id: 'w1', label: 'Up to 10,000 page views a month' },
      { id: 'w2', label: 'Up to 100,000 page views a month' },
      { id: 'w3', label: 'Up to 1,000,000 page views a month' },
    ],
    app: [
      { id: 'a1', label: '1 app' },
      { id: 'a2', label: '2–3 apps' },
      { id: 'a3', label: '4–10 apps' },
    ],
  },
  stylePriceCents: {
    desktop: [4000, 8000, 12000],
    web: [3000, 6000, 9000],
    app: [5000, 10000, 15000],
  },
  scripts: [
    { id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2 },
    { id: 'greek', name: 'Greek', multiplier: 0.1 },
  ],
  proMultiplication: 1.5,
};

export const family: PurchasableOption = {
  id: 'f1',
  kind: 'families',
  name: 'Serif Family',
  styleCount: 10,
  multiplication: 0.8,
  pro: false,
};

export const subfamily: PurchasableOption = {
  id: 's1',
  kind: 'subfamilies',
  name: 'Serif Text',
  styleCount: 4,
  multiplication: 0.9,
  pro: false,
};

export const style: PurchasableOption = {
  id: 'st1',
  kind: 'styles',
  name: 'Serif Regular',
  styleCount: 1,
  multiplication: 1,
  pro: false,
};

export const proStyle: PurchasableOption = { ...style, id: 'st2', name: 'Serif Pro', pro: true };
