import { describe, expect, it } from 'vitest';
import { inPounds } from '../../../src/domain/orders/vatInSterling';
import { supplyKindOf, toEuroCents } from '../../../src/domain/tax/taxReturnRows';
import { computeTaxReturns } from '../../../src/domain/tax/taxReturns';
import { creditNote, invoice } from './taxReturnFixtures';

const FRENCH_CONSUMER = { taxCountry: 'FR', ratePercent: 20, netCents: 5_000, taxCents: 1_000 };
const FRENCH_BUSINESS = {
  taxCountry: 'FR',
  ratePercent: 0,
  taxCents: 0,
  reverseCharge: true,
  buyerVatNumber: 'FR40303265045',
};

describe('where a supply is reported', () => {
  it('puts the seller’s own VAT in the domestic return, also for a business buyer', () => {
    expect(supplyKindOf(invoice())).toBe('domestic');
    expect(supplyKindOf(invoice({ buyerVatNumber: 'DE987654321' }))).toBe('domestic');
  });

  it('puts consumers of other member states in the OSS, businesses in the EC Sales List', () => {
    expect(supplyKindOf(invoice(FRENCH_CONSUMER))).toBe('oss');
    expect(supplyKindOf(invoice(FRENCH_BUSINESS))).toBe('ec_sales_list');
  });

  it('keeps UK consumers apart, and leaves UK businesses and exports out', () => {
    expect(supplyKindOf(invoice({ taxCountry: 'GB', ratePercent: 20 }))).toBe('uk');
    expect(supplyKindOf(invoice({ taxCountry: 'GB', reverseCharge: true }))).toBe('outside_scope');
    expect(supplyKindOf(invoice({ taxKind: 'none', taxCountry: null }))).toBe('outside_scope');
    expect(supplyKindOf(invoice({ taxCountry: 'NO' }))).toBe('outside_scope');
  });

  it('puts US sales tax by state', () => {
    expect(supplyKindOf(invoice({ taxKind: 'us_sales_tax', taxCountry: 'US' }))).toBe('us');
  });
});

describe('euro cents', () => {
  it('keeps euros, converts at the invoice’s rate rounding half up, and knows no rate', () => {
    expect(toEuroCents(1_234, 'EUR', null)).toBe(1_234);
    expect(toEuroCents(1_000, 'USD', 1.25)).toBe(800);
    // 1,001 ÷ 2 = 500.5 → 501
    expect(toEuroCents(1_001, 'USD', 2)).toBe(501);
    expect(toEuroCents(1_000, 'USD', null)).toBeNull();
  });
});

describe('the quarter’s returns', () => {
  it('sums the OSS by member state and rate, in state order', () => {
    const returns = computeTaxReturns(
      [
        invoice(FRENCH_CONSUMER),
        invoice({ taxCountry: 'AT', ratePercent: 20, netCents: 2_000, taxCents: 400 }),
        invoice(FRENCH_CONSUMER),
      ],
      [],
    );
    expect(returns.oss).toEqual([
      { country: 'AT', ratePercent: 20, netEurCents: 2_000, vatEurCents: 400 },
      { country: 'FR', ratePercent: 20, netEurCents: 10_000, vatEurCents: 2_000 },
    ]);
    expect(returns.domestic).toEqual([]);
  });

  it('converts each invoice at its own rate, with the VAT in euros it states', () => {
    const returns = computeTaxReturns(
      [
        invoice({ ...FRENCH_CONSUMER, currency: 'USD', unitsPerEuro: 1.25, taxEurCents: 799 }),
        invoice({ ...FRENCH_CONSUMER, currency: 'USD', unitsPerEuro: 1.0, taxEurCents: 1_000 }),
      ],
      [],
    );
    expect(returns.oss).toEqual([
      { country: 'FR', ratePercent: 20, netEurCents: 4_000 + 5_000, vatEurCents: 799 + 1_000 },
    ]);
  });

  it('converts the VAT itself where the invoice states none in euros', () => {
    const returns = computeTaxReturns(
      [invoice({ ...FRENCH_CONSUMER, currency: 'USD', unitsPerEuro: 1.25 })],
      [],
    );
    expect(returns.oss[0]).toMatchObject({ netEurCents: 4_000, vatEurCents: 800 });
  });

  it('lists the EC Sales List by VAT ID with the net in euros', () => {
    const returns = computeTaxReturns(
      [
        invoice({ ...FRENCH_BUSINESS, netCents: 25_000 }),
        invoice({ ...FRENCH_BUSINESS, netCents: 5_000 }),
        invoice({
          taxCountry: 'AT',
          reverseCharge: true,
          taxCents: 0,
          buyerVatNumber: 'ATU12345678',
          currency: 'USD',
          netCents: 12_500,
          unitsPerEuro: 1.25,
        }),
      ],
      [],
    );
    expect(returns.ecSalesList).toEqual([
      { vatNumber: 'ATU12345678', country: 'AT', netEurCents: 10_000 },
      { vatNumber: 'FR40303265045', country: 'FR', netEurCents: 30_000 },
    ]);
  });

  it('sums domestic VAT by rate, UK VAT by currency and US sales tax by state', () => {
    const returns = computeTaxReturns(
      [
        invoice(),
        invoice({ netCents: 500, taxCents: 95 }),
        invoice({
          taxCountry: 'GB',
          ratePercent: 20,
          currency: 'GBP',
          netCents: 4_000,
          taxCents: 800,
        }),
        invoice({
          taxKind: 'us_sales_tax',
          taxCountry: 'US',
          ratePercent: 4,
          currency: 'USD',
          netCents: 10_000,
          taxCents: 400,
          usState: 'NY',
        }),
        invoice({
          taxKind: 'us_sales_tax',
          taxCountry: 'US',
          ratePercent: 0,
          currency: 'USD',
          netCents: 3_000,
          taxCents: 0,
          usState: 'CA',
        }),
        invoice({
          taxKind: 'us_sales_tax',
          taxCountry: 'US',
          ratePercent: 4,
          currency: 'USD',
          netCents: 1_000,
          taxCents: 40,
          usState: 'NY',
        }),
      ],
      [],
    );
    expect(returns.domestic).toEqual([
      { ratePercent: 19, netEurCents: 10_500, vatEurCents: 1_995 },
    ]);
    expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: 4_000, vatGbpCents: 800 }]);
    expect(returns.us).toEqual([
      { state: 'CA', currency: 'USD', netCents: 3_000, taxCents: 0 },
      { state: 'NY', currency: 'USD', netCents: 11_000, taxCents: 440 },
    ]);
  });

  it('takes a credit note off its own quarter, at its invoice’s rate, whatever quarter that was', () => {
    const earlier = invoice({
      ...FRENCH_CONSUMER,
      issuedAt: '2026-09-20T10:00:00.000Z',
      currency: 'USD',
      unitsPerEuro: 1.25,
      taxEurCents: 800,
    });
    const returns = computeTaxReturns(
      [invoice(FRENCH_CONSUMER)],
      [creditNote(earlier, { netCents: 2_500, taxCents: 500, taxEurCents: 400 })],
    );
    expect(returns.oss).toEqual([
      { country: 'FR', ratePercent: 20, netEurCents: 5_000 - 2_000, vatEurCents: 1_000 - 400 },
    ]);
  });

  it('adds back a credit note whose card payout failed, and takes it off when paid another way', () => {
    const sale = invoice({ ...FRENCH_CONSUMER, issuedAt: '2026-07-10T10:00:00.000Z' });
    const note = creditNote(sale, { netCents: 2_000, taxCents: 400 });
    // The quarter the payout failed: the reduction did not happen after all.
    expect(computeTaxReturns([], [], [note]).oss).toEqual([
      { country: 'FR', ratePercent: 20, netEurCents: 2_000, vatEurCents: 400 },
    ]);
    // Failed and paid another way in one quarter: one reduction, as the credit note gave.
    expect(computeTaxReturns([], [note, note], [note]).oss).toEqual([
      { country: 'FR', ratePercent: 20, netEurCents: -2_000, vatEurCents: -400 },
    ]);
  });

  it('reduces the EC Sales List, UK and US figures by their credit notes too', () => {
    const business = invoice({ ...FRENCH_BUSINESS, netCents: 25_000 });
    const uk = invoice({
      taxCountry: 'GB',
      ratePercent: 20,
      currency: 'GBP',
      netCents: 4_000,
      taxCents: 800,
    });
    const us = invoice({
      taxKind: 'us_sales_tax',
      taxCountry: 'US',
      currency: 'USD',
      netCents: 1_000,
      taxCents: 40,
      usState: 'NY',
    });
    const returns = computeTaxReturns(
      [business, uk, us],
      [
        creditNote(business, { netCents: 5_000 }),
        creditNote(uk, { netCents: 1_000, taxCents: 200 }),
        creditNote(us),
      ],
    );
    expect(returns.ecSalesList).toEqual([
      { vatNumber: 'FR40303265045', country: 'FR', netEurCents: 20_000 },
    ]);
    expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: 3_000, vatGbpCents: 600 }]);
    expect(returns.us).toEqual([{ state: 'NY', currency: 'USD', netCents: 0, taxCents: 0 }]);
  });

  it('names the documents it cannot convert and leaves them out of the euro figures', () => {
    const noRate = invoice({ ...FRENCH_BUSINESS, currency: 'USD', invoiceNumber: 'INV-000900' });
    const returns = computeTaxReturns(
      [noRate, invoice({ taxCountry: 'GB', currency: 'GBP', taxCents: 800 })],
      [creditNote(noRate, { number: 'CN-000900' })],
    );
    expect(returns.ecSalesList).toEqual([]);
    expect(returns.uk).toHaveLength(1);
    expect(returns.noEuroRate).toEqual(['INV-000900', 'CN-000900']);
    expect(returns.noSterlingRate).toEqual([]);
  });

  describe('UK VAT charged in another currency', () => {
    const inDollars = {
      taxCountry: 'GB',
      ratePercent: 20,
      currency: 'USD',
      netCents: 5_080,
      taxCents: 1_016,
    } as const;

    it('counts the pounds each invoice states, at its own period rate', () => {
      const returns = computeTaxReturns(
        [
          invoice({
            ...inDollars,
            unitsPerPound: 1.27,
            poundsStated: inPounds(5_080, 1_016, 1.27),
          }),
          invoice({
            ...inDollars,
            unitsPerPound: 1.25,
            poundsStated: inPounds(5_080, 1_016, 1.25),
          }),
        ],
        [],
      );
      // 4,000 + round(5,080 ÷ 1.25) = 4,064 pence; 800 + round(1,016 ÷ 1.25) = 813.
      expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: 8_064, vatGbpCents: 1_613 }]);
    });

    it('prefers the pounds an invoice states to a conversion of its own', () => {
      const stated = { netCents: 4_001, vatCents: 799 };
      const returns = computeTaxReturns(
        [invoice({ ...inDollars, unitsPerPound: 1.27, poundsStated: stated })],
        [],
      );
      expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: 4_001, vatGbpCents: 799 }]);
    });

    it('converts an invoice that states no pounds at its period rate', () => {
      const returns = computeTaxReturns([invoice({ ...inDollars, unitsPerPound: 1.27 })], []);
      expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: 4_000, vatGbpCents: 800 }]);
    });

    it('takes a credit note off in the pounds it states, in its own quarter', () => {
      const sale = invoice({
        ...inDollars,
        unitsPerPound: 1.27,
        poundsStated: inPounds(5_080, 1_016, 1.27),
      });
      const returns = computeTaxReturns(
        [],
        [
          creditNote(sale, {
            netCents: 2_540,
            taxCents: 508,
            poundsStated: inPounds(2_540, 508, 1.27),
          }),
        ],
      );
      expect(returns.uk).toEqual([{ ratePercent: 20, netGbpCents: -2_000, vatGbpCents: -400 }]);
    });

    it('names a document with no period rate and leaves it out of the UK figures', () => {
      const noRate = invoice({ ...inDollars, invoiceNumber: 'INV-000901' });
      const returns = computeTaxReturns([noRate], [creditNote(noRate, { number: 'CN-000901' })]);
      expect(returns.uk).toEqual([]);
      expect(returns.noSterlingRate).toEqual(['INV-000901', 'CN-000901']);
      expect(returns.noEuroRate).toEqual([]);
    });
  });

  it('has nothing to report for an empty quarter', () => {
    expect(computeTaxReturns([], [])).toEqual({
      oss: [],
      ecSalesList: [],
      domestic: [],
      uk: [],
      us: [],
      noEuroRate: [],
      noSterlingRate: [],
    });
  });
});
