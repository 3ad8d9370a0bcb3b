import {
  LICENCE_CATEGORIES,
  LICENCE_CATEGORY_NAMES,
  type LicenceCategory,
} from '../pricing/LicenceCategory';

/**
 * A line's licence type as the reports count it: the categories it licenses together,
 * "Desktop", "Desktop + Web". One price buys them together (the style unit is computed from
 * all three selections), so a line's amount has no exact share per category, and the reports
 * do not invent one.
 */
export function licenceTypeName(categories: readonly LicenceCategory[]): string {
  const names = LICENCE_CATEGORIES.filter((category) => categories.includes(category)).map(
    (category) => LICENCE_CATEGORY_NAMES[category],
  );
  return names.length > 0 ? names.join(' + ') : 'No licence';
}
