import { convertAtRate } from './convertAtRate';

/**
 * One of HMRC's period rates of exchange: how many units of `currency` one pound buys from
 * `start` to `end` (ISO days, both included). HMRC publishes them for each calendar month and
 * amends a month's rate when a currency moves sharply, so a later row may cover part of a month.
 * UK VAT on a supply priced in another currency is accounted for in sterling, converted at the
 * UK market selling rate at the time of supply or at this period rate (VAT Act 1994, Schedule 6,
 * paragraph 11; gov.uk, "Transactions in foreign currencies and VAT",
 * https://www.gov.uk/guidance/foreign-currency-transactions-vat-and-tour-operators). The shop
 * uses the period rate for every supply, which that page allows.
 */
export interface SterlingPeriodRate {
  currency: string;
  start: string;
  end: string;
  unitsPerPound: number;
}

/**
 * The period rate of a supply on `date` (ISO day): the row covering that day, the one that
 * starts latest where an amendment overlaps its month. Null when no row covers the day: a month
 * is never given another month's rate.
 */
export function periodRateOn(
  rates: readonly SterlingPeriodRate[],
  currency: string,
  date: string,
): SterlingPeriodRate | null {
  let found: SterlingPeriodRate | null = null;
  for (const rate of rates) {
    if (rate.currency !== currency || rate.start > date || rate.end < date) continue;
    if (!found || rate.start > found.start) found = rate;
  }
  return found;
}

/** A net amount and its VAT in pence. */
export interface PoundAmounts {
  netCents: number;
  vatCents: number;
}

/**
 * The net amount and the VAT of one VAT rate in pence, each converted on its own (the invoice
 * states both in sterling; gov.uk, "Transactions in foreign currencies and VAT", "Invoicing in
 * foreign currencies").
 */
export function inPounds(netCents: number, vatCents: number, unitsPerPound: number): PoundAmounts {
  return {
    netCents: convertAtRate(netCents, unitsPerPound),
    vatCents: convertAtRate(vatCents, unitsPerPound),
  };
}
