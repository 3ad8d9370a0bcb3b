import { licenceCovers, packageHolds, type LicensedOption } from '../cart/cartOverlap';
import { isLargerLicence } from './licenceUpgrade';

/*
 * Licences a customer already owns, beside what they are about to buy (docs/shop.md "Owned
 * licences"): the shop marks what they own and offers an upgrade of it; checkout refuses a
 * line that buys nothing they do not own yet.
 */

/** A licence a paid order line holds, not upgraded since, with the line it is. */
export interface OwnedLicence extends LicensedOption {
  orderId: string;
  line: number;
  /** What has been paid toward it: an upgrade of it is credited up to this much. */
  paidCents: number;
}

/**
 * The owned licence that already grants everything `wanted` does: the same option under a
 * licence that covers it, or a package that holds it. Undefined when `wanted` buys something
 * new.
 */
export function ownedCovering<T extends LicensedOption>(
  owned: readonly T[],
  wanted: LicensedOption,
): T | undefined {
  return owned.find(
    (licence) =>
      (licence.option.kind === wanted.option.kind &&
        licence.option.id === wanted.option.id &&
        licenceCovers(licence, wanted)) ||
      packageHolds(licence, wanted),
  );
}

/**
 * What the shop shows beside an option under the customer's choices: "Owned" when an owned
 * licence already grants them; "Upgrade" of an owned line of this option (or one it holds)
 * when the choices are a larger licence than it; nothing otherwise.
 */
export type OwnedMark<T> = { kind: 'owned'; by: T } | { kind: 'upgrade'; of: T } | null;

export function ownedMark<T extends LicensedOption>(
  owned: readonly T[],
  wanted: LicensedOption,
): OwnedMark<T> {
  const by = ownedCovering(owned, wanted);
  if (by) return { kind: 'owned', by };
  const of = owned.find((licence) => isLargerLicence(licence, wanted));
  return of ? { kind: 'upgrade', of } : null;
}

export const OWNED_LABEL = 'Owned';
export const UPGRADE_LABEL = 'Upgrade';

/** Under an upgrade's price in the shop: what was paid toward the licence it replaces. */
export function upgradeCreditText(paid: string): string {
  return `less ${paid} already paid`;
}

/** The note on a cart line that buys nothing new (rule `already_owned`). */
export function alreadyOwnedMessage(orderId: string): string {
  return `You already own this licence (order #${orderId}), so this line adds nothing. Remove it, or choose a larger licence to upgrade.`;
}
export const ALREADY_OWNED_RULE = 'already_owned';
