import { describe, expect, it } from 'vitest';
import { NO_TAX } from '../../../src/domain/tax/taxDecision';
import { US_STATES } from '../../../src/domain/geography/usStates';
import { StateRateTaxCalculator } from '../../../src/server/tax/StateRateTaxCalculator';
import type { TaxAddress } from '../../../src/server/tax/TaxCalculator';
import { US_SALES_TAX_RATES } from '../../../src/server/tax/usSalesTaxRates';

const calculator = new StateRateTaxCalculator();
const notFound = {
  ok: false,
  taxjar_error: 'We could not find this address. Please check the state and zip code.',
  field: 'zip_code',
};

function us(state: string, zip_code: string): TaxAddress {
  return { country: 'US', state, zip_code, city: 'Somewhere', address1: '1 Main St' };
}

describe('the state rate tax calculator', () => {
  it.each([
    ['CA', '94103', 7.25],
    ['NY', '10001', 4],
    ['TX', '78701', 6.25],
    ['TX', '88510', 6.25],
    ['DC', '20500', 6],
    ['OR', '97201', 0],
    ['NH', '03301', 0],
    ['PR', '00901', 0],
  ])('charges %s (zip %s) %s %%', async (state, zip, rate) => {
    expect(await calculator.taxFor(us(state, zip))).toEqual({
      ok: true,
      is_us_order: true,
      us_sales_tax_percentage: rate,
      tax: {
        kind: 'us_sales_tax',
        ratePercent: rate,
        reverseCharge: false,
        country: 'US',
        vatNumber: null,
      },
    });
  });

  it('accepts ZIP+4, lower-case state codes and stray spaces', async () => {
    expect(await calculator.taxFor(us(' ca ', '94103-1234 '))).toMatchObject({ ok: true });
    expect(await calculator.taxFor(us('CA', '941031234'))).toMatchObject({ ok: true });
    expect(await calculator.taxFor({ ...us('CA', '94103'), country: 'us' })).toMatchObject({
      is_us_order: true,
    });
  });

  it('has a rate for every entry of the US state select', () => {
    expect(US_STATES.filter((state) => US_SALES_TAX_RATES[state.code] === undefined)).toEqual([]);
    expect(Object.keys(US_SALES_TAX_RATES)).toHaveLength(US_STATES.length);
  });

  it.each([
    ['an unknown state', us('XX', '94103')],
    ['no state', { country: 'US', zip_code: '94103' }],
    ['a short zip code', us('CA', '9410')],
    ['a zip code with letters', us('CA', 'SW1A 1AA')],
    ['a zip code of another region', us('CA', '10001')],
  ])('cannot place a US address with %s', async (_, address) => {
    expect(await calculator.taxFor(address)).toEqual(notFound);
  });

  it('charges no US tax outside the US, whatever the state field holds', async () => {
    expect(
      await calculator.taxFor({
        country: 'DE',
        state: 'Berlin',
        zip_code: '10115',
        city: 'Berlin',
      }),
    ).toEqual({ ok: true, is_us_order: false, us_sales_tax_percentage: 0, tax: NO_TAX });
    expect(await calculator.taxFor({ country: 'CA', state: 'ON', zip_code: 'M5V 2T6' })).toEqual({
      ok: true,
      is_us_order: false,
      us_sales_tax_percentage: 0,
      tax: NO_TAX,
    });
  });
});
