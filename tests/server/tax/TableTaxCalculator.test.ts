import { describe, expect, it } from 'vitest';
import { NO_TAX } from '../../../src/domain/tax/taxDecision';
import { StateRateTaxCalculator } from '../../../src/server/tax/app/StateRateTaxCalculator';
import { TableTaxCalculator } from '../../../src/server/tax/app/TableTaxCalculator';
import type { TaxAddress } from '../../../src/server/tax/app/TaxCalculator';
import { ChecksumVatNumberCheck } from '../../../src/server/tax/adapters/ChecksumVatNumberCheck';
import type { VatNumberCheck } from '../../../src/server/tax/app/VatNumberCheck';

const calculator = new TableTaxCalculator(
  'DE',
  new ChecksumVatNumberCheck(),
  new StateRateTaxCalculator(),
);

const address = (country: string, vatNumber: string | null = null): TaxAddress => ({
  country,
  zipCode: '12345',
  city: 'Somewhere',
  vatNumber,
});

describe('the table tax calculator of a foundry in Germany', () => {
  it('charges a German consumer 19 % VAT', async () => {
    expect(await calculator.taxFor(address('DE'))).toEqual({
      ok: true,
      tax: {
        kind: 'vat',
        ratePercent: 19,
        reverseCharge: false,
        country: 'DE',
        vatNumber: null,
        vatNumberStatus: null,
        note: null,
      },
    });
  });

  it('reverse-charges a French business with a checksum-valid VAT number, checksum only', async () => {
    expect(await calculator.taxFor(address('fr', 'FR 40 303 265 045'))).toMatchObject({
      ok: true,
      tax: {
        kind: 'vat',
        ratePercent: 0,
        reverseCharge: true,
        vatNumber: 'FR40303265045',
        vatNumberStatus: 'checksum',
      },
    });
  });

  it('refuses a VAT number that would spare VAT but is not valid, on the vat_number field', async () => {
    expect(await calculator.taxFor(address('FR', 'FR123'))).toEqual({
      ok: false,
      field: 'vat_number',
      refusal:
        'This is not a valid VAT number for France. Please check it, or leave it empty to pay VAT.',
    });
  });

  it('does not mind a number where it changes nothing', async () => {
    expect(await calculator.taxFor(address('DE', 'nonsense'))).toMatchObject({
      ok: true,
      tax: { ratePercent: 19, vatNumber: null },
    });
    expect(await calculator.taxFor(address('JP', 'nonsense'))).toMatchObject({
      ok: true,
      tax: NO_TAX,
    });
  });

  it('leaves US addresses to the US calculator', async () => {
    expect(
      await calculator.taxFor({ country: 'US', state: 'NY', zipCode: '10001', vatNumber: 'x' }),
    ).toMatchObject({ ok: true, tax: { kind: 'us_sales_tax', ratePercent: 4 } });
  });

  it('asks its VAT number port, so a live VIES check can refuse a well-formed number', async () => {
    const vies: VatNumberCheck = { check: async () => ({ valid: false, message: 'Not in VIES.' }) };
    const live = new TableTaxCalculator('DE', vies, new StateRateTaxCalculator());
    expect(await live.taxFor(address('FR', 'FR40303265045'))).toEqual({
      ok: false,
      field: 'vat_number',
      refusal: 'Not in VIES.',
    });
  });
});
