import type { EuroReferenceRate } from '../../../domain/orders/vatInEur';
import type { SterlingPeriodRate } from '../../../domain/orders/vatInSterling';
import { readEuroReferenceRates } from './euroReferenceRates';
import { readSterlingPeriodRates } from './sterlingPeriodRates';

/** The rate tables an invoice's tax is converted with: the ECB's for the EU, HMRC's for the UK. */
export interface ExchangeRates {
  euro: readonly EuroReferenceRate[];
  sterling: readonly SterlingPeriodRate[];
}

export const NO_EXCHANGE_RATES: ExchangeRates = { euro: [], sterling: [] };

/** Both tables from the content directory (content/tax/). */
export async function readExchangeRates(contentDir: string): Promise<ExchangeRates> {
  const [euro, sterling] = await Promise.all([
    readEuroReferenceRates(contentDir),
    readSterlingPeriodRates(contentDir),
  ]);
  return { euro, sterling };
}
