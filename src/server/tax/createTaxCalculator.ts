import Stripe from 'stripe';
import { ChecksumVatNumberCheck } from './ChecksumVatNumberCheck';
import { EvidenceCheckedTaxCalculator } from './EvidenceCheckedTaxCalculator';
import { StateRateTaxCalculator } from './StateRateTaxCalculator';
import { StripeTaxCalculator } from './StripeTaxCalculator';
import { TableTaxCalculator } from './TableTaxCalculator';
import type { TaxCalculator } from './TaxCalculator';
import type { TaxServiceSettings } from './taxServiceSettings';
import { ViesVatNumberCheck } from './ViesVatNumberCheck';

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
