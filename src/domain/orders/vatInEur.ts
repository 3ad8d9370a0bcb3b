/**
 * A euro reference rate as the ECB publishes it: how many units of `currency` one euro buys
 * on `date` (ISO). Art. 91(2) of Directive 2006/112/EC lets an invoice in another currency
 * convert its VAT at the ECB's latest rate at the time the tax becomes chargeable; §16(6)
 * UStG the same for a German seller.
 */
export interface EuroReferenceRate {
  currency: string;
  date: string;
  unitsPerEuro: number;
}

/**
 * The rate an invoice dated `date` uses: the latest published on or before that day (none is
 * published on weekends and TARGET holidays); null when the table starts later or lacks the
 * currency.
 */
export function referenceRateOn(
  rates: readonly EuroReferenceRate[],
  currency: string,
  date: string,
): EuroReferenceRate | null {
  let found: EuroReferenceRate | null = null;
  for (const rate of rates) {
    if (rate.currency !== currency || rate.date > date) continue;
    if (!found || rate.date > found.date) found = rate;
  }
  return found;
}
