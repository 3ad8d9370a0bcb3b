import type { Cents } from '../pricing/money';
import { upgradeCreditCents, upgradeCreditName } from '../upgrades/upgradeCredit';
import type { CartAmount } from './CartAmount';
import type { CartLine } from './CartLine';

export interface CartUpgradeCredits {
  /** The lines, each upgrade with its credit filled in. */
  lines: CartLine[];
  /** One credit line per upgrade, in cart order. */
  credits: CartAmount[];
}

/**
 * The credit of every upgrade line (docs/shop.md "Upgrades"): what was paid toward the replaced
 * licence, at most what that line itself still costs after the junior discount and the code
 * (`dueCents`, one figure per line: cartLineDueCents). The credit comes off its own line
 * only: capped by the line's own figure, it can never lower what another line costs, so a
 * code that makes one line free leaves nothing of a credit to take off the rest. Credits
 * come last, after every discount: they are payment already made, so a percentage is never
 * taken off them.
 */
export function applyUpgradeCredits(
  lines: readonly CartLine[],
  dueCents: readonly Cents[],
): CartUpgradeCredits {
  const due = dueCents;
  const credits: CartAmount[] = [];
  const withCredits = lines.map((line, index) => {
    if (!line.upgrade) return line;
    const credit = upgradeCreditCents(line.upgrade.paidBeforeCents, due[index] ?? 0);
    credits.push({
      name: upgradeCreditName(line.name, line.upgrade.orderId),
      amountCents: credit,
    });
    return { ...line, upgrade: { ...line.upgrade, creditCents: credit } };
  });
  return { lines: withCredits, credits };
}

/**
 * What each line still costs after the junior discount's share (`juniorLineCents`) and the
 * code's (`codeLineCents`), never below zero: the cap of the line's own upgrade credit.
 */
export function cartLineDueCents(
  lines: readonly CartLine[],
  juniorLineCents: readonly Cents[],
  codeLineCents: readonly Cents[],
): Cents[] {
  return lines.map((line, index) =>
    Math.max(line.priceCents - (juniorLineCents[index] ?? 0) - (codeLineCents[index] ?? 0), 0),
  );
}
