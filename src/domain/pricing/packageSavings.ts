import type { LicenceSelections } from './LicenceCategory';
import { toCents, fromCents } from './money';
import { optionPrice } from './optionPrice';
import type { PurchasableOption, ShopPricing } from './ShopPricing';

/**
 * What a package saves against buying the styles it holds one by one (issue 13 "Savings":
 * "8 styles · save $80"), under the same licences and scripts. Zero for a single style, a
 * package that is not cheaper, or one whose styles the shop does not all sell singly (there
 * is then nothing honest to compare with).
 */
export function packageSavings(
  pricing: ShopPricing,
  pack: PurchasableOption,
  singleStyles: readonly PurchasableOption[],
  selections: LicenceSelections,
  scriptIds: readonly string[] = [],
): number {
  const held = pack.includes?.styles ?? [];
  const styles = held.flatMap((id) => singleStyles.filter((style) => style.id === id));
  if (pack.kind === 'styles' || held.length === 0 || styles.length !== held.length) return 0;
  const singly = styles.reduce(
    (sum, style) => sum + toCents(optionPrice(pricing, style, selections, scriptIds)),
    0,
  );
  const saved = singly - toCents(optionPrice(pricing, pack, selections, scriptIds));
  return saved > 0 ? fromCents(saved) : 0;
}
