import type { OptionKind, PurchasableOption } from '../pricing/ShopPricing';

/**
 * The tiers an upgrade may choose in one category (docs/shop.md "Upgrades"): the owned tier and
 * every larger one; any tier, or none, in a category the owned licence does not have.
 */
export function upgradeTierChoices(
  ownedTier: number | null | undefined,
  tierCount: number,
): { tiers: number[]; noneAllowed: boolean } {
  const owned = typeof ownedTier === 'number';
  const from = owned ? ownedTier : 0;
  const tiers = Array.from({ length: Math.max(tierCount - from, 0) }, (_, i) => from + i);
  return { tiers, noneAllowed: !owned };
}

/** Whether an upgrade may grow into `option`: the owned option itself or a package holding it. */
export function growsFrom(
  option: Pick<PurchasableOption, 'kind' | 'id' | 'includes'>,
  owned: { kind: OptionKind; id: string },
): boolean {
  if (option.kind === owned.kind) return option.id === owned.id;
  return option.includes?.[owned.kind]?.includes(owned.id) ?? false;
}
