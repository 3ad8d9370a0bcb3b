/**
 * The family's regular: the one style it is shown in when only one is (its name and card,
 * the specimen's first style, the shop, quote lines, the version it reports). The upright
 * nearest to 400, the lighter of two as near, and an italic only for a family without
 * uprights: a family with no upright 400 is still best shown by its text weight, not by
 * whichever file sorts first.
 */
export function regularStyle<T extends { weight: number; is_italic: number }>(
  styles: readonly T[],
): T | undefined {
  return [...styles].sort(
    (a, b) =>
      a.is_italic - b.is_italic ||
      Math.abs(a.weight - 400) - Math.abs(b.weight - 400) ||
      a.weight - b.weight,
  )[0];
}
