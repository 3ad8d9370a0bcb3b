import type { OptionKind } from '../../domain/pricing/ShopPricing';
import type { Shop, ShopOption } from './Shop';

export function findShopOption(shop: Shop, kind: OptionKind, id: string): ShopOption | null {
  const groups = kind === 'styles' ? shop.styles : shop.packages;
  for (const group of groups) {
    const option = group.options.find((entry) => entry.kind === kind && entry.id === id);
    if (option) return option;
  }
  return null;
}
