import { LICENCE_CATEGORIES, type LicenceSelections } from '../pricing/LicenceCategory';
import type { LineKind, LineOption } from '../pricing/ShopPricing';

/**
 * One cart line as far as overlap goes: what it sells and under which licence. A cart line
 * holds one licence selection (tiers and extra scripts), so "the same thing twice" is read
 * by licence, as a foundry would: a package supersedes a style or subfamily it holds only
 * when the package's licence grants everything the other line's does. The family for
 * 1–5 computers supersedes its Bold for 1–5 computers (the shop's case: every line of a
 * family follows the licences chosen there); it does not supersede the Bold for an app,
 * which licenses something the family line does not.
 */
export interface LicensedOption {
  option: Pick<LineOption, 'kind' | 'id' | 'name' | 'includes'>;
  options: LicenceSelections;
  scripts: readonly string[];
}

/** A line that left the cart, and the package that already holds it. */
export interface Superseded<T> {
  line: T;
  by: T;
}

export interface WithoutOverlap<T> {
  /** The lines kept, in cart order. */
  items: T[];
  /** The lines that left, in cart order. */
  superseded: Superseded<T>[];
}

/**
 * Collections hold families, families hold subfamilies, subfamilies hold styles; never the
 * other way round.
 */
const SIZE: Readonly<Record<LineKind, number>> = {
  styles: 0,
  subfamilies: 1,
  families: 2,
  collections: 3,
};

/**
 * Whether `outer`'s licence grants all that `inner`'s does: every category `inner`
 * licenses, at the same or a larger tier (tiers are ordered smallest first, see
 * LicenceCategory.ts), and every extra script.
 */
export function licenceCovers(
  outer: Pick<LicensedOption, 'options' | 'scripts'>,
  inner: Pick<LicensedOption, 'options' | 'scripts'>,
): boolean {
  const tiersCovered = LICENCE_CATEGORIES.every((category) => {
    const tier = inner.options[category];
    if (typeof tier !== 'number') return true;
    const outerTier = outer.options[category];
    return typeof outerTier === 'number' && outerTier >= tier;
  });
  return tiersCovered && inner.scripts.every((script) => outer.scripts.includes(script));
}

/** Whether the package `holder` already licenses `line`: it holds the option, under a licence that covers it. */
export function packageHolds(holder: LicensedOption, line: LicensedOption): boolean {
  if (SIZE[holder.option.kind] <= SIZE[line.option.kind]) return false;
  const kind = line.option.kind;
  const held = kind === 'collections' ? [] : (holder.option.includes?.[kind] ?? []);
  return held.includes(line.option.id) && licenceCovers(holder, line);
}

/** The first of `lines` that already licenses `line` (the shop's "Included in …"), if any. */
export function holdingPackage<T extends LicensedOption>(
  lines: readonly T[],
  line: LicensedOption,
): T | undefined {
  return lines.find((holder) => packageHolds(holder, line));
}

/**
 * The cart with every line that a package in it already licenses taken out. Families are
 * looked at first, then subfamilies, then styles, and only a line that stays can supersede
 * another: a style leaves only for a package that is still in the cart.
 */
export function withoutOverlap<T extends LicensedOption>(lines: readonly T[]): WithoutOverlap<T> {
  const largestFirst = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => SIZE[b.line.option.kind] - SIZE[a.line.option.kind] || a.index - b.index);
  const kept: { line: T; index: number }[] = [];
  const superseded: { line: T; by: T; index: number }[] = [];
  for (const entry of largestFirst) {
    const by = holdingPackage(
      kept.map((k) => k.line),
      entry.line,
    );
    if (by) superseded.push({ ...entry, by });
    else kept.push(entry);
  }
  const inCartOrder = <E extends { index: number }>(entries: E[]) =>
    [...entries].sort((a, b) => a.index - b.index);
  return {
    items: inCartOrder(kept).map((entry) => entry.line),
    superseded: inCartOrder(superseded).map(({ line, by }) => ({ line, by })),
  };
}

/** The shop's words for a style or subfamily that a package in the cart already licenses. */
export function includedInLabel(packageName: string): string {
  return `Included in ${packageName}`;
}

/**
 * The short note that says which lines left and why, one sentence per package, e.g.
 * "Already included in EB Garamond, so removed from your cart: EB Garamond Bold.". Null
 * when nothing left.
 */
export function overlapNote(superseded: readonly Superseded<LicensedOption>[]): string | null {
  if (superseded.length === 0) return null;
  const namesByPackage = new Map<string, string[]>();
  for (const { line, by } of superseded) {
    const names = namesByPackage.get(by.option.name) ?? [];
    namesByPackage.set(by.option.name, [...names, line.option.name]);
  }
  return [...namesByPackage]
    .map(
      ([packageName, names]) =>
        `Already included in ${packageName}, so removed from your cart: ${names.join(', ')}.`,
    )
    .join(' ');
}
