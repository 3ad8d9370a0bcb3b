import type { LineKind } from '../../domain/pricing/ShopPricing';
import type { Shop, ShopOption } from './Shop';

/** The option a cart item names; null for a collection bundle, which no family's shop sells. */
export function findShopOption(shop: Shop, kind: LineKind, id: string): ShopOption | null {
  const groups = kind === 'styles' ? shop.styles : shop.packages;
  for (const group of groups) {
    const option = group.options.find((entry) => entry.kind === kind && entry.id === id);
    if (option) return option;
  }
  return null;
}
