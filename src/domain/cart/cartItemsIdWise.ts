import type { LineKind } from '../pricing/ShopPricing';

/**
 * Ids in the cart per option kind (docs/spec.md §3), so the shop can mark options 'Added'; a
 * collection bundle's id is listed under `collections` for the collection page.
 */
export type CartItemsIdWise = Record<LineKind, string[]>;

export function cartItemsIdWise(lines: readonly { id: string; type: LineKind }[]): CartItemsIdWise {
  const ids: CartItemsIdWise = { families: [], subfamilies: [], styles: [], collections: [] };
  for (const line of lines) {
    if (!ids[line.type].includes(line.id)) ids[line.type].push(line.id);
  }
  return ids;
}
