import type { Cents } from '../pricing/money';
import { allocateCents, upgradeCreditCents, upgradeCreditName } from '../upgrades/upgradeCredit';
import type { CartAmount } from './CartAmount';
import type { CartLine } from './CartLine';

export interface CartUpgradeCredits {
  /** The lines, each upgrade with its credit filled in. */
  lines: CartLine[];
  /** One credit line per upgrade, in cart order. */
  credits: CartAmount[];
}

/**
 * The credit of every upgrade line (README "Upgrades"): what was paid toward the replaced
 * licence, at most what the new line costs after the junior discount and the code
 * (`discountedCents`, shared among the lines by price). Credits come last, after every
 * discount: they are payment already made, so a percentage is never taken off them.
 */
export function applyUpgradeCredits(
  lines: readonly CartLine[],
  discountedCents: Cents,
): CartUpgradeCredits {
  const due = allocateCents(
    lines.map((line) => line.priceCents),
    discountedCents,
  );
  const credits: CartAmount[] = [];
  const withCredits = lines.map((line, index) => {
    if (!line.upgrade) return line;
    const credit = upgradeCreditCents(line.upgrade.paidBeforeCents, due[index]);
    credits.push({
      name: upgradeCreditName(line.name, line.upgrade.orderId),
      amountCents: credit,
    });
    return { ...line, upgrade: { ...line.upgrade, creditCents: credit } };
  });
  return { lines: withCredits, credits };
}
