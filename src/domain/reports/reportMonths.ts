import { errorItem, type ErrorItem } from '../errors/ErrorItem';

/**
 * The calendar months a report covers, in UTC, the first and the last included. `start` and
 * `endExclusive` bound them as ISO times for half-open ranges: stored times are UTC ISO text
 * on both databases, so a range of strings selects the months without dialect SQL.
 */
export interface ReportMonths {
  /** "2025-12". */
  from: string;
  to: string;
  /** Every month of the range, oldest first. */
  months: string[];
  start: string;
  endExclusive: string;
}

/** Without a range, a report shows the twelve months up to the current one. */
export const DEFAULT_REPORT_MONTHS = 12;
/** Three years at most: every month is a row, and a bar per month must stay readable. */
export const MAX_REPORT_MONTHS = 36;
export const MONTH_MESSAGE = 'Choose a month written like 2026-11.';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months counted from year 0: "2026-01" → 24312, so a range is a subtraction. */
function monthNumber(label: string): number {
  return Number(label.slice(0, 4)) * 12 + Number(label.slice(5, 7)) - 1;
}

function monthLabel(number: number): string {
  const year = Math.floor(number / 12);
  const month = (number % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The UTC month of an ISO time. The shop writes its times in UTC (`toISOString`); a time with
 * another offset is moved to UTC first, so an order paid at 23:30 on March 31 in New York
 * counts in April. A time without a zone is the database's own UTC text.
 */
export function utcMonthOf(iso: string): string {
  return ZONED.test(iso) ? new Date(iso).toISOString().slice(0, 7) : iso.slice(0, 7);
}

function rangeOf(from: string, to: string): ReportMonths {
  const first = monthNumber(from);
  const last = monthNumber(to);
  const months = Array.from({ length: last - first + 1 }, (_, index) => monthLabel(first + index));
  return {
    from,
    to,
    months,
    start: `${from}-01T00:00:00`,
    endExclusive: `${monthLabel(last + 1)}-01T00:00:00`,
  };
}

/**
 * The months asked for, "2025-12" to "2026-11"; a missing end is the month of `today` (ISO
 * day) and a missing start the eleventh month before the end. Each bad month is an error on
 * its own field (`from`, `to`), as is a reversed or too long range.
 */
export function parseReportMonths(
  from: string | undefined,
  to: string | undefined,
  today: string,
): ReportMonths | ErrorItem[] {
  const asked = { from: from?.trim() ?? '', to: to?.trim() ?? '' };
  const errors = (['from', 'to'] as const)
    .filter((field) => asked[field] !== '' && !MONTH_PATTERN.test(asked[field]))
    .map((field) => errorItem(field, MONTH_MESSAGE, 'invalid_month'));
  if (errors.length > 0) return errors;
  const last = asked.to || utcMonthOf(today);
  const first = asked.from || monthLabel(monthNumber(last) - DEFAULT_REPORT_MONTHS + 1);
  const count = monthNumber(last) - monthNumber(first) + 1;
  if (count < 1) {
    return [errorItem('to', 'Choose a last month on or after the first.', 'range_reversed')];
  }
  if (count > MAX_REPORT_MONTHS) {
    return [errorItem('from', `Choose at most ${MAX_REPORT_MONTHS} months.`, 'range_too_long')];
  }
  return rangeOf(first, last);
}

export function isReportMonths(value: ReportMonths | ErrorItem[]): value is ReportMonths {
  return !Array.isArray(value);
}
