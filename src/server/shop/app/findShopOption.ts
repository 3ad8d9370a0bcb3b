import type { OptionKind } from '../../../domain/pricing/ShopPricing';
import type { FamilyShop, FamilyShopOption } from './FamilyShop';

/** The option a cart item names, in whichever of its kind's groups the shop lists it. */
export function findShopOption(
  shop: FamilyShop,
  kind: OptionKind,
  id: string,
): FamilyShopOption | undefined {
  for (const group of shop.groups[kind]) {
    const option = group.options.find((candidate) => candidate.id === id);
    if (option) return option;
  }
  return undefined;
}
