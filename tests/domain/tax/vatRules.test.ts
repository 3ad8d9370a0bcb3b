import { describe, expect, it } from 'vitest';
import { cartTax, countryName, taxLineName } from '../../../src/domain/tax/cartTax';
import {
  NO_TAX,
  usSalesTax,
  vatDecision,
  vatNumberMatters,
} from '../../../src/domain/tax/taxDecision';
import {
  EU_VAT_RATES,
  isEuMemberState,
  VAT_RATES_CHECKED_ON,
  vatRateOf,
} from '../../../src/domain/tax/vatRates';

const GERMANY = 'DE';

describe('the VAT rate table', () => {
  it('holds the 27 member states, dated', () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    expect(VAT_RATES_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vatRateOf('DE')).toBe(19);
    expect(vatRateOf('FR')).toBe(20);
    expect(vatRateOf('FI')).toBe(25.5);
    expect(vatRateOf('HU')).toBe(27);
  });

  it('knows the UK rate, and no rate outside the EU and the UK', () => {
    expect(vatRateOf('GB')).toBe(20);
    expect(isEuMemberState('GB')).toBe(false);
    expect(vatRateOf('CH')).toBeNull();
    expect(vatRateOf('US')).toBeNull();
  });
});

describe('VAT for a foundry in Germany', () => {
  it('charges a German consumer 19 %', () => {
    expect(vatDecision(GERMANY, 'DE', null)).toEqual({
      kind: 'vat',
      ratePercent: 19,
      reverseCharge: false,
      country: 'DE',
      vatNumber: null,
      vatNumberStatus: null,
      note: null,
    });
  });

  it('charges a German business 19 % too, VAT number or not, and keeps the number', () => {
    expect(vatDecision(GERMANY, 'DE', 'DE123456789')).toMatchObject({
      ratePercent: 19,
      reverseCharge: false,
      vatNumber: 'DE123456789',
    });
    expect(vatNumberMatters(GERMANY, 'DE')).toBe(false);
  });

  it('charges a consumer elsewhere in the EU their own state’s rate (one-stop shop)', () => {
    expect(vatDecision(GERMANY, 'FR', null)).toMatchObject({ ratePercent: 20, country: 'FR' });
    expect(vatDecision(GERMANY, 'HU', null)).toMatchObject({ ratePercent: 27, country: 'HU' });
  });

  it('reverse-charges a business elsewhere in the EU with a VAT number', () => {
    expect(vatNumberMatters(GERMANY, 'FR')).toBe(true);
    expect(vatDecision(GERMANY, 'FR', 'FR40303265045')).toEqual({
      kind: 'vat',
      ratePercent: 0,
      reverseCharge: true,
      country: 'FR',
      vatNumber: 'FR40303265045',
      vatNumberStatus: 'checksum',
      note: null,
    });
  });

  it('charges UK consumers UK VAT and spares UK businesses with a VAT number', () => {
    expect(vatDecision(GERMANY, 'GB', null)).toMatchObject({ ratePercent: 20, country: 'GB' });
    expect(vatDecision(GERMANY, 'GB', 'GB123456789')).toMatchObject({
      ratePercent: 0,
      reverseCharge: true,
    });
  });

  it('charges no tax outside the EU and the UK, number or not', () => {
    expect(vatDecision(GERMANY, 'CH', null)).toEqual(NO_TAX);
    expect(vatDecision(GERMANY, 'JP', 'JP123')).toEqual(NO_TAX);
    expect(vatNumberMatters(GERMANY, 'CH')).toBe(false);
  });
});

describe('the tax line', () => {
  it('names the tax and its rate', () => {
    expect(taxLineName(vatDecision(GERMANY, 'DE', null))).toBe('VAT Germany (19%)');
    expect(taxLineName(vatDecision(GERMANY, 'FR', 'FR40303265045'))).toBe(
      'Reverse charge (VAT 0%)',
    );
    expect(taxLineName(usSalesTax(8.875))).toBe('US sales tax (8.875%)');
    expect(taxLineName(NO_TAX)).toBeNull();
  });

  it('falls back to the code of a country it cannot name', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('QQ')).toBe('QQ');
    expect(taxLineName({ ...NO_TAX, kind: 'vat', ratePercent: 5 })).toBe('VAT  (5%)');
  });

  it('is the rate of the net, rounded half up to the cent', () => {
    expect(cartTax(4050, vatDecision(GERMANY, 'DE', null))).toMatchObject({
      amountCents: 770,
      lineName: 'VAT Germany (19%)',
    });
    expect(cartTax(4050, NO_TAX)).toMatchObject({ amountCents: 0, lineName: null });
  });
});
