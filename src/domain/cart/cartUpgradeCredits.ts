import { formatMoney } from '../pricing/formatMoney';
import { fromCents, toCents } from '../pricing/money';
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
  discountedCents: number,
  currencySymbol: string,
): CartUpgradeCredits {
  const due = allocateCents(
    lines.map((line) => toCents(line.price)),
    discountedCents,
  );
  const credits: CartAmount[] = [];
  const withCredits = lines.map((line, index) => {
    if (!line.upgrade) return line;
    const amount = fromCents(upgradeCreditCents(toCents(line.upgrade.paid_before), due[index]));
    credits.push({
      name: upgradeCreditName(line.name, line.upgrade.order_id),
      value: formatMoney(-amount, currencySymbol),
      amount,
    });
    return { ...line, upgrade: { ...line.upgrade, credit: amount } };
  });
  return { lines: withCredits, credits };
}
