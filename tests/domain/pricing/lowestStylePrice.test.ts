import { describe, expect, it } from 'vitest';
import { lowestStylePrice } from '../../../src/domain/pricing/lowestStylePrice';
import { family, proStyle, shop, style, subfamily } from './shopFixture';

describe('lowestStylePrice', () => {
  it('is the cheapest single style under the cheapest single licence tier', () => {
    // web tier 1 costs 30 a style, less than desktop 40 and app 50 × 3.
    expect(lowestStylePrice(shop, [family, subfamily, proStyle, style])).toBe(3000);
  });

  it('prices a pro style with the pro multiplication when it is the only style', () => {
    expect(lowestStylePrice(shop, [proStyle])).toBe(4500);
  });

  it('follows the content: a dearer web price leaves desktop the cheapest', () => {
    const dearWeb = {
      ...shop,
      stylePriceCents: { ...shop.stylePriceCents, web: [7000, 8000, 9000] },
    };
    expect(lowestStylePrice(dearWeb, [style])).toBe(4000);
  });

  it('is null for a shop that sells no single style', () => {
    expect(lowestStylePrice(shop, [family, subfamily])).toBeNull();
  });
});
