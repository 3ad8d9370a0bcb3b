import { LICENCE_CATEGORIES } from './LicenceCategory';
import { optionPrice } from './optionPrice';
import type { PurchasableOption, ShopPricing } from './ShopPricing';

/**
 * The least a customer can pay for one style of a family: the cheapest single style under
 * the cheapest single licence tier, no extra scripts. It is the "from" price search
 * engines show beside the family (README.md, "Search and sharing"). Null when the shop sells
 * no single style.
 */
export function lowestStylePrice(
  pricing: ShopPricing,
  options: readonly PurchasableOption[],
): number | null {
  let lowest: number | null = null;
  for (const option of options.filter((candidate) => candidate.kind === 'styles')) {
    for (const category of LICENCE_CATEGORIES) {
      pricing.style_prices[category].forEach((_price, tier) => {
        const price = optionPrice(pricing, option, { [category]: tier });
        if (lowest === null || price < lowest) lowest = price;
      });
    }
  }
  return lowest;
}
