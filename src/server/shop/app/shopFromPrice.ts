import { formatMoney } from '../../../domain/pricing/formatMoney';
import { lowestStylePrice } from '../../../domain/pricing/lowestStylePrice';
import { fromCents, type Cents } from '../../../domain/pricing/money';
import type { SpecimenFromPrice } from '../../catalogue/app/SpecimenFromPrice';
import type { FamilyShop, FamilyShopOption } from './FamilyShop';
import type { ShopCatalogue } from './ShopCatalogue';

/** Everything a family's shop sells: the family, its subfamily packages, its single styles. */
export function shopOffers(shop: FamilyShop): FamilyShopOption[] {
  return Object.values(shop.groups)
    .flat()
    .flatMap((group) => group.options);
}

function lowestCents(shop: FamilyShop | undefined): Cents | null {
  return shop ? lowestStylePrice(shop.pricing, shopOffers(shop)) : null;
}

/**
 * "from $50" beside a specimen's Purchase (docs/shop.md, "A shop that explains itself"): the cheapest single style
 * under the cheapest single licence tier, as the JSON-LD's lowPrice says it. Null when the
 * family has no shop or sells no single style.
 */
export function shopFromPrice(
  shop: FamilyShop | undefined,
  currencySymbol: string,
): { amount: number; value: string } | null {
  const cents = lowestCents(shop);
  return cents === null
    ? null
    : { amount: fromCents(cents), value: formatMoney(cents, currencySymbol) };
}

/** The same price in currency units, as the JSON-LD's lowPrice writes it; null as above. */
export function shopLowestPrice(shop: FamilyShop | undefined): number | null {
  const cents = lowestCents(shop);
  return cents === null ? null : fromCents(cents);
}

/**
 * The catalogue's "from" prices, read from the shops (none without them), written with
 * `currencySymbol`, the configured CURRENCY_SYMBOL (README "Pricing parameters": its one home).
 */
export function specimenFromPrices(
  shops: ShopCatalogue | null,
  currencySymbol: string,
): SpecimenFromPrice {
  return {
    fromPrice: async (page) =>
      shopFromPrice(shops ? await shops.family(page) : undefined, currencySymbol),
  };
}
