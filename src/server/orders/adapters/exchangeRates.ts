import { readFile } from 'node:fs/promises';
import type { EuroReferenceRate } from '../../../domain/orders/vatInEur';
import type { SterlingPeriodRate } from '../../../domain/orders/vatInSterling';
import { euroReferenceRatesFile, parseEuroReferenceRates } from './euroReferenceRates';
import { parseSterlingPeriodRates, sterlingPeriodRatesFile } from './sterlingPeriodRates';

/** The rate tables an invoice's tax is converted with: the ECB's for the EU, HMRC's for the UK. */
export interface ExchangeRates {
  euro: readonly EuroReferenceRate[];
  sterling: readonly SterlingPeriodRate[];
}

export const NO_EXCHANGE_RATES: ExchangeRates = { euro: [], sterling: [] };

/**
 * One table, read afresh for each paid order and each tax return (small files; a replaced
 * table counts from the next one on). A file that cannot be read gives no rates: the invoice
 * then states no euro or pound amounts, and a charged order is still marked paid (nothing may
 * stand between the two); the tax return names what it cannot convert.
 */
async function readTable<Rate>(file: string, parse: (csv: string) => Rate[]): Promise<Rate[]> {
  try {
    return parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
}

/** Both tables from the content directory (content/tax/, content/README.md). */
export async function readExchangeRates(contentDir: string): Promise<ExchangeRates> {
  const [euro, sterling] = await Promise.all([
    readTable(euroReferenceRatesFile(contentDir), parseEuroReferenceRates),
    readTable(sterlingPeriodRatesFile(contentDir), parseSterlingPeriodRates),
  ]);
  return { euro, sterling };
}
