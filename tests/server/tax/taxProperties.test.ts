import fc from 'fast-check';
import jsvat from 'jsvat-next';
import { describe, expect, it } from 'vitest';
import { isEuMemberState, UNITED_KINGDOM } from '../../../src/domain/tax/vatRates';
import type { OrderInformationValues } from '../../../src/domain/validation/orderInformationForm';
import { salesTaxLookup } from '../../../src/server/checkout/app/checkoutPricing';
import { billingParty } from '../../../src/server/checkout/app/orderParties';
import { createTaxCalculator } from '../../../src/server/tax/createTaxCalculator';

const SELLER = 'DE';
const calculator = createTaxCalculator(SELLER, {
  viesCheck: false,
  usSalesTax: { provider: 'table' },
});

/** Checksum-valid numbers (each checked by jsvat-next) with a postcode of their country. */
const VALID = [
  { country: 'AT', vat: 'ATU13585627', zip: '1010' },
  { country: 'BE', vat: 'BE0411905847', zip: '1000' },
  { country: 'CZ', vat: 'CZ25123891', zip: '110 00' },
  { country: 'DE', vat: 'DE136695976', zip: '10119' },
  { country: 'DK', vat: 'DK13585628', zip: '1050' },
  { country: 'ES', vat: 'ESA28015865', zip: '28001' },
  { country: 'FI', vat: 'FI09853608', zip: '00100' },
  { country: 'FR', vat: 'FR40303265045', zip: '75001' },
  { country: 'GB', vat: 'GB980780684', zip: 'SW1A 1AA' },
  { country: 'GR', vat: 'EL094259216', zip: '105 57' },
  { country: 'IE', vat: 'IE6388047V', zip: 'D02 X285' },
  { country: 'IT', vat: 'IT00743110157', zip: '00118' },
  { country: 'LU', vat: 'LU15027442', zip: '1009' },
  { country: 'NL', vat: 'NL004495445B01', zip: '1012 AB' },
  { country: 'PL', vat: 'PL5260250274', zip: '00-950' },
  { country: 'PT', vat: 'PT501964843', zip: '1000-001' },
  { country: 'SE', vat: 'SE556036079301', zip: '111 22' },
];
const OTHER_COUNTRIES = [
  { country: 'CH', zip: '8001' },
  { country: 'US', zip: '10001', state: 'NY' },
  { country: 'JP', zip: '100-0001' },
];

/** An address of any listed country, with its own number, another's, a mangled or random one. */
const party = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...VALID),
      fc.constantFrom(...OTHER_COUNTRIES).map((entry) => ({ ...entry, vat: '' })),
    ),
    fc.constantFrom(...VALID).map((entry) => entry.vat),
    fc.oneof(
      fc.constant('own'),
      fc.constant('other'),
      fc.constant('none'),
      fc.constant('mangled'),
      fc.string({ maxLength: 16 }),
    ),
    fc.nat(9),
  )
  .map(([address, otherVat, choice, digit]) => {
    let vat_number: string;
    if (choice === 'own') vat_number = address.vat;
    else if (choice === 'other') vat_number = otherVat;
    else if (choice === 'none') vat_number = '';
    else if (choice === 'mangled') vat_number = address.vat.slice(0, -1) + String(digit);
    else vat_number = choice;
    return {
      name: 'Buyer',
      address1: '1 Street',
      city: 'City',
      country: address.country,
      zip_code: address.zip,
      state: 'state' in address ? address.state : '',
      vat_number,
    };
  });

const orderInformation = fc
  .tuple(party, party, fc.boolean(), fc.boolean())
  .map(([orderer, licensee, thirdParty, invoiceLicensee]): OrderInformationValues => ({
    ...orderer,
    third_party_order: thirdParty,
    third_party_data: thirdParty
      ? { ...licensee, email: 'licensee@example.org', invoice_licensee: invoiceLicensee }
      : null,
  }));

function checksumValid(vatNumber: string, country: string): boolean {
  const { checkVAT, countries: jsvatCountries } = jsvat;
  const own = jsvatCountries.filter((candidate) => candidate.codes[0] === country);
  return checkVAT(vatNumber, own).isValid;
}

describe('the tax rules, for any order', () => {
  it('reverse-charges only with a checksum-valid VAT ID of the buyer’s own country, elsewhere in the EU or the UK', async () => {
    await fc.assert(
      fc.asyncProperty(orderInformation, async (info) => {
        const lookup = await salesTaxLookup(calculator, info);
        if (!lookup.ok || !lookup.tax.reverseCharge) return;
        const { country, vatNumber } = lookup.tax;
        expect(country).not.toBe(SELLER);
        expect(isEuMemberState(country ?? '') || country === UNITED_KINGDOM).toBe(true);
        expect(vatNumber).not.toBeNull();
        expect(checksumValid(vatNumber ?? '', country ?? '')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('taxes the party it invoices: its country and its VAT number', async () => {
    await fc.assert(
      fc.asyncProperty(orderInformation, async (info) => {
        const lookup = await salesTaxLookup(calculator, info);
        if (!lookup.ok) return;
        const invoiced = billingParty(info, 'orderer@example.org');
        const { tax } = lookup;
        if (tax.kind === 'vat' || tax.kind === 'us_sales_tax') {
          expect(tax.country).toBe(invoiced.country);
        }
        if (tax.vatNumber !== null) {
          expect(tax.vatNumber).toBe(invoiced.vat_number?.replace(/\s/g, '').toUpperCase());
        }
      }),
      { numRuns: 300 },
    );
  });
});
