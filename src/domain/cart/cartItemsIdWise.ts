import type { OptionKind } from '../pricing/ShopPricing';

/** Ids in the cart per option kind (spec §3), so the shop can mark options 'Added'. */
export type CartItemsIdWise = Record<OptionKind, string[]>;

export function cartItemsIdWise(
  lines: readonly { id: string; type: OptionKind }[],
): CartItemsIdWise {
  const ids: CartItemsIdWise = { families: [], subfamilies: [], styles: [] };
  for (const line of lines) {
    if (!ids[line.type].includes(line.id)) ids[line.type].push(line.id);
  }
  return ids;
}
