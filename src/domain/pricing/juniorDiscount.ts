import { LICENCE_CATEGORIES, type LicenceSelections } from './LicenceCategory';

/** The buyer flags of checkout step 2 (docs/spec.md §3 personal info) that decide the discount. */
export interface JuniorBuyer {
  isStudentOrder: boolean;
  isGraduateOrder: boolean;
  thirdPartyOrder: boolean;
  /** ISO date (YYYY-MM-DD) of graduation; only read for graduates. */
  graduationDate?: string | null;
}

export type JuniorKind = 'student' | 'graduate';

export const STUDENT_DISCOUNT_PERCENT = 50;
export const GRADUATE_DISCOUNT_PERCENT = 25;
/** "Recent graduate" means graduated within the last 365 days (docs/spec.md §6). */
export const GRADUATE_WINDOW_DAYS = 365;

export const JUNIOR_LIMIT_NOTE =
  'Your order has been modified to meet the junior discount licensing limit.';

export const JUNIOR_DISCOUNT_NAMES: Readonly<Record<JuniorKind, string>> = {
  student: `Student discount (${STUDENT_DISCOUNT_PERCENT}%)`,
  graduate: `Graduate discount (${GRADUATE_DISCOUNT_PERCENT}%)`,
};

const MS_PER_DAY = 86_400_000;

/** Day number of an ISO calendar date, or null when it is not one. Pure: no clock. */
export function isoDayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2024-02-31 over into March; such a date was mistyped, not meant.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

/** Graduated on or before `today` and at most 365 days before it. */
export function graduatedRecently(graduationDate: string, today: string): boolean {
  const graduated = isoDayNumber(graduationDate);
  const now = isoDayNumber(today);
  if (graduated === null || now === null) return false;
  const days = now - graduated;
  return days >= 0 && days <= GRADUATE_WINDOW_DAYS;
}

/**
 * Which junior discount a buyer gets, if any. Never for a third-party order: the licence
 * would belong to someone who is not the student. `today` is passed in so that the rule
 * stays pure and the server's date is the one that counts.
 */
export function juniorKind(buyer: JuniorBuyer, today: string): JuniorKind | null {
  if (buyer.thirdPartyOrder) return null;
  if (buyer.isStudentOrder) return 'student';
  if (
    buyer.isGraduateOrder &&
    buyer.graduationDate &&
    graduatedRecently(buyer.graduationDate, today)
  ) {
    return 'graduate';
  }
  return null;
}

export function juniorDiscountPercent(kind: JuniorKind): number {
  return kind === 'student' ? STUDENT_DISCOUNT_PERCENT : GRADUATE_DISCOUNT_PERCENT;
}

/** Junior licences cover only the lowest tier (index 0) of each selected category. */
export function withinJuniorLimit(selections: LicenceSelections): boolean {
  return LICENCE_CATEGORIES.every((category) => {
    const tier = selections[category];
    return typeof tier !== 'number' || tier === 0;
  });
}

/** The same categories, each lowered to its lowest tier. */
export function lowestTiers(selections: LicenceSelections): LicenceSelections {
  const lowered: LicenceSelections = {};
  for (const category of LICENCE_CATEGORIES) {
    const tier = selections[category];
    if (typeof tier === 'number') lowered[category] = 0;
  }
  return lowered;
}

export interface JuniorLimitResult<T> {
  items: T[];
  modified: boolean;
  note: string | null;
}

/**
 * Lowers every cart item above the junior limit to the lowest tiers (docs/spec.md §5 "Junior
 * discount limits"). Items already within it are returned untouched, so re-pricing the
 * result cannot change their price.
 */
export function applyJuniorLimit<T extends { options: LicenceSelections }>(
  items: readonly T[],
): JuniorLimitResult<T> {
  let modified = false;
  const limited = items.map((item) => {
    if (withinJuniorLimit(item.options)) return item;
    modified = true;
    return { ...item, options: lowestTiers(item.options) };
  });
  return { items: limited, modified, note: modified ? JUNIOR_LIMIT_NOTE : null };
}
