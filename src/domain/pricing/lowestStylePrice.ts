import { LICENCE_CATEGORIES } from './LicenceCategory';
import type { Cents } from './money';
import { optionPrice } from './optionPrice';
import type { PurchasableOption, ShopPricing } from './ShopPricing';

/**
 * The least a customer can pay for one style of a family: the cheapest single style under
 * the cheapest single licence tier, no extra scripts, in cents. It is the "from" price search
 * engines show beside the family (docs/rendering.md "Search and sharing"). Null when the shop sells
 * no single style.
 */
export function lowestStylePrice(
  pricing: ShopPricing,
  options: readonly PurchasableOption[],
): Cents | null {
  let lowest: Cents | null = null;
  for (const option of options.filter((candidate) => candidate.kind === 'styles')) {
    for (const category of LICENCE_CATEGORIES) {
      pricing.stylePriceCents[category].forEach((_price, tier) => {
        const price = optionPrice(pricing, option, { [category]: tier });
        if (lowest === null || price < lowest) lowest = price;
      });
    }
  }
  return lowest;
}
