import { licenceCovers, packageHolds, type LicensedOption } from '../cart/cartOverlap';
import { LICENCE_CATEGORIES } from '../pricing/LicenceCategory';

/**
 * Which order line an upgrade replaces (README "Upgrades"): the order and the line's index
 * in it, as the order history lists it.
 */
export interface UpgradeTarget {
  order_id: string;
  line: number;
}

/**
 * Whether `next` is really a larger licence than `owned` (issue 13 "Checks"): the same
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
  not_larger: 'An upgrade must license more than the licence you own.',
  duplicate_upgrade: 'This licence is already being upgraded in your cart.',
} as const;

export type UpgradeRefusal = keyof typeof UPGRADE_MESSAGES;
