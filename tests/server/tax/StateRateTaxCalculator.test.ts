import { describe, expect, it } from 'vitest';
import { NO_TAX } from '../../../src/domain/tax/taxDecision';
import { US_STATES } from '../../../src/domain/geography/usStates';
import { createTaxCalculator } from '../../../src/server/tax/createTaxCalculator';
import type { TaxAddress } from '../../../src/server/tax/app/TaxCalculator';
import { US_STATE_SALES_TAX } from '../../../src/server/tax/app/usSalesTaxRates';

/** The app's calculator with the offline services: the table, behind the evidence check. */
const calculator = createTaxCalculator('DE', {
  viesCheck: false,
  usSalesTax: { provider: 'table' },
});

function us(state: string, zipCode: string): TaxAddress {
  return { country: 'US', state, zipCode, city: 'Somewhere', address1: '1 Main St' };
}

const usTax = (rate: number, note: string | null) => ({
  ok: true,
  tax: {
    kind: 'us_sales_tax',
    ratePercent: rate,
    reverseCharge: false,
    country: 'US',
    vatNumber: null,
    vatNumberStatus: null,
    note,
  },
});

describe('US sales tax from the offline state table', () => {
  it.each([
    ['NY', '10001', 4],
    ['TX', '78701', 6.25],
    ['TX', '88510', 6.25],
    ['DC', '20500', 6],
    ['WA', '98101', 6.5],
  ])('charges %s (zip %s) %s %%', async (state, zip, rate) => {
    expect(await calculator.taxFor(us(state, zip))).toEqual(usTax(rate, null));
  });

  it.each([
    ['CA', '94103', 'No sales tax: California does not tax fonts delivered by download.'],
    ['FL', '33101', 'No sales tax: Florida does not tax fonts delivered by download.'],
    ['OR', '97201', 'No sales tax: Oregon has no state sales tax.'],
    ['NH', '03301', 'No sales tax: New Hampshire has no state sales tax.'],
  ])('charges %s (zip %s) nothing and says why', async (state, zip, note) => {
    expect(await calculator.taxFor(us(state, zip))).toEqual(usTax(0, note));
  });

  it('accepts ZIP+4, lower-case state codes and stray spaces', async () => {
    expect(await calculator.taxFor(us(' ny ', '10001-1234 '))).toMatchObject({ ok: true });
    expect(await calculator.taxFor(us('NY', '100011234'))).toMatchObject({ ok: true });
    expect(await calculator.taxFor({ ...us('NY', '10001'), country: 'us' })).toMatchObject({
      tax: { kind: 'us_sales_tax' },
    });
  });

  it('has an entry, with its source, for every entry of the US state select', () => {
    expect(US_STATES.filter((state) => US_STATE_SALES_TAX[state.code] === undefined)).toEqual([]);
    expect(Object.keys(US_STATE_SALES_TAX)).toHaveLength(US_STATES.length);
    for (const entry of Object.values(US_STATE_SALES_TAX)) expect(entry.source).not.toBe('');
  });

  it.each([
    ['an unknown state', us('XX', '94103'), 'zip_code'],
    ['no state', { country: 'US', zipCode: '94103' }, 'zip_code'],
  ])('cannot place a US address with %s', async (_, address, field) => {
    expect(await calculator.taxFor(address)).toEqual({
      ok: false,
      refusal: 'We could not find this address. Please check the state and zip code.',
      field,
    });
  });

  it.each([
    [us('CA', '9410'), 'The zip code 9410 is not a ZIP code of any US state. Please check it.'],
    [
      us('CA', 'SW1A 1AA'),
      'The zip code SW1A 1AA is not a ZIP code of any US state. Please check it.',
    ],
    [
      us('OR', '90210'),
      'The zip code 90210 belongs to California, not to Oregon. Please check your state and zip code.',
    ],
    [
      us('NJ', '10001'),
      'The zip code 10001 belongs to New York, not to New Jersey. Please check your state and zip code.',
    ],
  ])('refuses %j on the zip code, saying what disagrees', async (address, message) => {
    expect(await calculator.taxFor(address)).toEqual({
      ok: false,
      refusal: message,
      field: 'zip_code',
    });
  });

  it('charges no US tax outside the US, whatever the state field holds', async () => {
    expect(await calculator.taxFor({ country: 'CA', state: 'ON', zipCode: 'M5V 2T6' })).toEqual({
      ok: true,
      tax: NO_TAX,
    });
  });
});
