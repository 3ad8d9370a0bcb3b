import { errorItem, type ErrorItem } from '../errors/ErrorItem';

/**
 * A calendar quarter, the tax period of the OSS return (Art. 364 of Directive 2006/112/EC;
 * §18h(1) UStG) and of the quarterly EC Sales List (§18a(1) UStG). `start` and `end` are the
 * first and last days (ISO); `endExclusive` is the day after, for half-open time ranges.
 */
export interface TaxQuarter {
  /** "2026-Q4". */
  label: string;
  year: number;
  quarter: 1 | 2 | 3 | 4;
  start: string;
  end: string;
  endExclusive: string;
}

const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;
const LAST_DAYS = ['03-31', '06-30', '09-30', '12-31'] as const;
const FIRST_DAYS = ['01-01', '04-01', '07-01', '10-01'] as const;

export const QUARTER_MESSAGE = 'Choose a quarter written like 2026-Q4.';

function quarterOf(year: number, quarter: 1 | 2 | 3 | 4): TaxQuarter {
  const nextYear = quarter === 4 ? year + 1 : year;
  return {
    label: `${year}-Q${quarter}`,
    year,
    quarter,
    start: `${year}-${FIRST_DAYS[quarter - 1]}`,
    end: `${year}-${LAST_DAYS[quarter - 1]}`,
    endExclusive: `${nextYear}-${FIRST_DAYS[quarter % 4]}`,
  };
}

/** "2026-Q4" → the quarter; anything else → an error on the field `quarter`. */
export function parseTaxQuarter(text: string): TaxQuarter | ErrorItem {
  const match = QUARTER_PATTERN.exec(text.trim());
  if (!match) return errorItem('quarter', QUARTER_MESSAGE, 'invalid_quarter');
  const year = Number(match[1]);
  if (year < 2021) {
    // The Union scheme's records start with the third quarter of 2021 (the OSS began on
    // July 1, 2021, Directive (EU) 2017/2455); this shop has no earlier quarter to file.
    return errorItem('quarter', 'Tax returns start with 2021-Q3.', 'quarter_too_early');
  }
  return quarterOf(year, Number(match[2]) as 1 | 2 | 3 | 4);
}

export function isTaxQuarter(value: TaxQuarter | ErrorItem): value is TaxQuarter {
  return 'label' in value;
}

/** The quarter `day` (ISO) is in: 2026-11-27 is in 2026-Q4. */
export function quarterOfDay(day: string): TaxQuarter {
  const month = Number(day.slice(5, 7));
  return quarterOf(Number(day.slice(0, 4)), (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4);
}

/** The last quarter that has ended on `today` (ISO day): on 2026-11-27, 2026-Q3. */
export function lastFinishedQuarter(today: string): TaxQuarter {
  const { year, quarter } = quarterOfDay(today);
  return quarter === 1 ? quarterOf(year - 1, 4) : quarterOf(year, (quarter - 1) as 1 | 2 | 3);
}

/** `quarter` and the `count - 1` quarters before it, newest first: the picker's choices. */
export function quartersUpTo(quarter: TaxQuarter, count: number): string[] {
  const labels: string[] = [];
  let { year, quarter: q } = quarter;
  for (let i = 0; i < count; i += 1) {
    labels.push(`${year}-Q${q}`);
    if (q === 1) {
      year -= 1;
      q = 4;
    } else {
      q = (q - 1) as 1 | 2 | 3;
    }
  }
  return labels;
}
