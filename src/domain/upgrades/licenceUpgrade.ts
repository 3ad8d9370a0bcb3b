import { licenceCovers, packageHolds, type LicensedOption } from '../cart/cartOverlap';
import { LICENCE_CATEGORIES } from '../pricing/LicenceCategory';
import { lowestTiers } from '../pricing/juniorDiscount';

/**
 * Which order line an upgrade replaces (docs/shop.md "Upgrades"): the order and the line's index
 * in it, as the order history lists it.
 */
export interface UpgradeTarget {
  orderId: string;
  line: number;
}

/**
 * Whether `next` is really a larger licence than `owned` (docs/shop.md, "Upgrades"): the same
 * option or a package that holds it (a subfamily or the family for a style, the family for
 * a subfamily), under a licence that grants everything the owned one does (every category
 * at the same or a higher tier, every script), and something more. An identical licence is
 * not an upgrade, and neither is one that gives up a category, a tier or a script.
 */
export function isLargerLicence(owned: LicensedOption, next: LicensedOption): boolean {
  const sameOption = owned.option.kind === next.option.kind && owned.option.id === next.option.id;
  if (sameOption) return licenceCovers(next, owned) && !sameLicence(owned, next);
  return packageHolds(next, owned);
}

/**
 * Why `next` cannot upgrade `owned`, or null when it can. A junior buyer's licence is lowered
 * to the lowest tiers before it is priced (pricing/juniorDiscount.ts), so the upgrade is
 * judged as it would be licensed: one that is larger only in its tiers becomes no upgrade at
 * all, and the buyer is told that the junior limit is why ('junior_limit').
 */
export function upgradeRefusal(
  owned: LicensedOption,
  next: LicensedOption,
  juniorLimit: boolean,
): Extract<UpgradeRefusal, 'not_larger' | 'junior_limit'> | null {
  const limited = juniorLimit ? { ...next, options: lowestTiers(next.options) } : next;
  if (isLargerLicence(owned, limited)) return null;
  return juniorLimit && isLargerLicence(owned, next) ? 'junior_limit' : 'not_larger';
}

function sameLicence(a: LicensedOption, b: LicensedOption): boolean {
  const tiers = LICENCE_CATEGORIES.every(
    (category) => (a.options[category] ?? null) === (b.options[category] ?? null),
  );
  return tiers && a.scripts.length === b.scripts.length && licenceCovers(a, b);
}

/** Why the server will not price an upgrade, in the one ErrorItem shape's words. */
export const UPGRADE_MESSAGES = {
  upgrade_not_found: 'This licence is not in your order history.',
  already_upgraded: 'This licence has already been upgraded.',
  refund_pending: 'This licence is being refunded, so it cannot be upgraded.',
  not_larger: 'An upgrade must license more than the licence you own.',
  junior_limit:
    'Student and graduate licences cover only the lowest tier of each licence, so within that limit this upgrade would license no more than the licence you own. Add a licence category, an extra script or a package instead.',
  duplicate_upgrade: 'This licence is already being upgraded in your cart.',
} as const;

export type UpgradeRefusal = keyof typeof UPGRADE_MESSAGES;
