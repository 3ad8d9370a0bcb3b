import type { LicenceSelections } from './LicenceCategory';
import type { Cents } from './money';
import { optionPrice } from './optionPrice';
import type { PurchasableOption, ShopPricing } from './ShopPricing';

/**
 * What a package saves against buying the styles it holds one by one ("8 styles · save $80"), in cents, under the same licences and scripts. Zero for a single style, a
 * package that is not cheaper, or one whose styles the shop does not all sell singly (there
 * is then nothing honest to compare with).
 */
export function packageSavings(
  pricing: ShopPricing,
  pack: PurchasableOption,
  singleStyles: readonly PurchasableOption[],
  selections: LicenceSelections,
  scriptIds: readonly string[] = [],
): Cents {
  const held = pack.includes?.styles ?? [];
  const styles = held.flatMap((id) => singleStyles.filter((style) => style.id === id));
  if (pack.kind === 'styles' || held.length === 0 || styles.length !== held.length) return 0;
  const singly = styles.reduce(
    (sum, style) => sum + optionPrice(pricing, style, selections, scriptIds),
    0,
  );
  const saved = singly - optionPrice(pricing, pack, selections, scriptIds);
  return Math.max(saved, 0);
}
