import { LICENCE_CATEGORIES, type LicenceCategory } from '../pricing/LicenceCategory';

const CATEGORY_NAMES: Readonly<Record<LicenceCategory, string>> = {
  desktop: 'Desktop',
  web: 'Web',
  app: 'App',
};

/**
 * A line's licence type as the reports count it: the categories it licenses together,
 * "Desktop", "Desktop + Web". One price buys them together (the style unit is computed from
 * all three selections), so a line's amount has no exact share per category, and the reports
 * do not invent one.
 */
export function licenceTypeName(categories: readonly LicenceCategory[]): string {
  const names = LICENCE_CATEGORIES.filter((category) => categories.includes(category)).map(
    (category) => CATEGORY_NAMES[category],
  );
  return names.length > 0 ? names.join(' + ') : 'No licence';
}
