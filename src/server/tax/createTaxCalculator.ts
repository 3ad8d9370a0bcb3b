import Stripe from 'stripe';
import { ChecksumVatNumberCheck } from './adapters/ChecksumVatNumberCheck';
import { EvidenceCheckedTaxCalculator } from './app/EvidenceCheckedTaxCalculator';
import { StateRateTaxCalculator } from './app/StateRateTaxCalculator';
import { StripeTaxCalculator } from './adapters/StripeTaxCalculator';
import { TableTaxCalculator } from './app/TableTaxCalculator';
import type { TaxCalculator } from './app/TaxCalculator';
import type { TaxServiceSettings } from './app/taxServiceSettings';
import { ViesVatNumberCheck } from './adapters/ViesVatNumberCheck';

/** The app's tax calculator, with the services its settings switch on (taxServiceSettings.ts). */
export function createTaxCalculator(
  sellerCountry: string,
  settings: TaxServiceSettings,
): TaxCalculator {
  const checksum = new ChecksumVatNumberCheck();
  const vatNumbers = settings.viesCheck ? new ViesVatNumberCheck(checksum) : checksum;
  const { usSalesTax } = settings;
  const us =
    usSalesTax.provider === 'stripe_tax'
      ? new StripeTaxCalculator(new Stripe(usSalesTax.secretKey).tax.calculations)
      : new StateRateTaxCalculator();
  return new EvidenceCheckedTaxCalculator(new TableTaxCalculator(sellerCountry, vatNumbers, us));
}
