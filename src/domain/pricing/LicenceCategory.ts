/**
 * The three kinds of font licence a customer can buy (docs/spec.md §2 "Shop": three licence
 * dropdowns). Order matters: it is the order of the dropdowns and of the cart's
 * description lines, and it breaks ties when two selections cost the same.
 */
export const LICENCE_CATEGORIES = ['desktop', 'web', 'app'] as const;

export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

/** Each category's name as the shop writes it: "Desktop: 1–5 computers", "Desktop + Web". */
export const LICENCE_CATEGORY_NAMES: Readonly<Record<LicenceCategory, string>> = {
  desktop: 'Desktop',
  web: 'Web',
  app: 'App',
};

/** A record with one value per category, in dropdown order. */
export function perLicenceCategory<T>(
  value: (category: LicenceCategory) => T,
): Record<LicenceCategory, T> {
  return Object.fromEntries(
    LICENCE_CATEGORIES.map((category) => [category, value(category)]),
  ) as Record<LicenceCategory, T>;
}

/** One step of a category's scale, e.g. desktop "1–5 computers". Tiers are ordered cheapest first. */
export interface LicenceTier {
  id: string;
  label: string;
}

/**
 * The tier index chosen per category; a missing or null entry means the category is not
 * licensed (DESIGN: "A category may be left unselected").
 */
export type LicenceSelections = Partial<Record<LicenceCategory, number | null>>;

/** The categories a selection licenses, in dropdown order. */
export function selectedCategories(selections: LicenceSelections): LicenceCategory[] {
  return LICENCE_CATEGORIES.filter((category) => isSelected(selections[category]));
}

function isSelected(tier: number | null | undefined): tier is number {
  return typeof tier === 'number';
}
