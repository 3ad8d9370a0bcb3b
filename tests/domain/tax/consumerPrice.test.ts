import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTax } from '../../../src/domain/tax/cartTax';
import {
  shownTaxText,
  pricesIncludeVat,
  shownPriceCents,
  shownPricesCents,
} from '../../../src/domain/tax/consumerPrice';
import { usSalesTax, vatDecision } from '../../../src/domain/tax/taxDecision';
import { EU_VAT_RATES } from '../../../src/domain/tax/vatRates';

const GERMANY = 'DE';
const FRENCH_CONSUMER = vatDecision(GERMANY, 'FR', null);
const FRENCH_BUSINESS = vatDecision(GERMANY, 'FR', 'FR40303265045');

describe('prices shown to a buyer', () => {
  it('include VAT for a consumer in the EU or the UK', () => {
    expect(shownPriceCents(5000, FRENCH_CONSUMER)).toBe(6000);
    expect(shownTaxText(FRENCH_CONSUMER)).toBe('incl. 20 % VAT');
    expect(shownPriceCents(5000, vatDecision(GERMANY, 'DE', null))).toBe(5950);
    expect(shownTaxText(vatDecision(GERMANY, 'GB', null))).toBe('incl. 20 % VAT');
    // 19 % of $40.50 is $7.695: rounded half up to $7.70, as the cart's tax line is.
    expect(shownPriceCents(4050, vatDecision(GERMANY, 'DE', null))).toBe(4820);
  });

  it('stay net for a business with a VAT number (even one paying VAT), outside the EU and the UK, and in the US', () => {
    const germanBusiness = vatDecision(GERMANY, 'DE', 'DE136695976');
    expect(germanBusiness.ratePercent).toBe(19);
    const netBuyers = [FRENCH_BUSINESS, germanBusiness, vatDecision(GERMANY, 'CH', null)];
    for (const tax of [...netBuyers, usSalesTax(4), null]) {
      expect(pricesIncludeVat(tax)).toBe(false);
      expect(shownPriceCents(5000, tax)).toBe(5000);
    }
    expect(shownTaxText(FRENCH_BUSINESS)).toBeNull();
    expect(shownTaxText(vatDecision(GERMANY, 'CH', null))).toBeNull();
    expect(shownTaxText(null)).toBeNull();
    expect(shownTaxText(usSalesTax(4))).toBe('sales tax added at checkout');
    expect(shownTaxText(usSalesTax(0, 'No sales tax: Oregon has no state sales tax.'))).toBeNull();
  });

  it('are the net plus the tax the cart charges on it, for every member state', () => {
    const country = fc.constantFrom(...Object.keys(EU_VAT_RATES), 'GB');
    const net = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(country, net, (buyer, cents) => {
        const decision = vatDecision(GERMANY, buyer, null);
        const gross = shownPriceCents(cents, decision);
        expect(gross).toBe(cents + cartTax(cents, decision).amountCents);
        expect(gross).toBeGreaterThanOrEqual(cents);
        expect(pricesIncludeVat(decision)).toBe(true);
      }),
    );
  });

  it('never include VAT a reverse-charged business does not pay', () => {
    const country = fc.constantFrom(...Object.keys(EU_VAT_RATES).filter((c) => c !== GERMANY));
    fc.assert(
      fc.property(country, fc.integer({ min: 0, max: 10_000_000 }), (buyer, cents) => {
        const decision = vatDecision(GERMANY, buyer, `${buyer}123`);
        expect(shownPriceCents(cents, decision)).toBe(cents);
      }),
    );
  });

  it("of a cart's lines add up to its total, to the cent", () => {
    const german = vatDecision(GERMANY, 'DE', null);
    // Grossed up one by one, two lines of $40.50 would show $48.20 each: $96.40, against the
    // cart's $81.00 + $15.39 (19 % of $81.00) = $96.39.
    expect(shownPriceCents(4050, german)).toBe(4820);
    expect(shownPricesCents([4050, 4050], german)).toEqual([4820, 4819]);
    // A discount is a negative amount with its negative share of the VAT.
    expect(shownPricesCents([10000, 5000, -3000], german)).toEqual([11900, 5950, -3570]);
    expect(shownPricesCents([4050, 4050], FRENCH_BUSINESS)).toEqual([4050, 4050]);
    expect(shownPricesCents([4050], null)).toEqual([4050]);
  });

  it('of any cart sum to its net plus the tax on the whole net, each within a cent of its own gross', () => {
    const country = fc.constantFrom(...Object.keys(EU_VAT_RATES), 'GB');
    const lines = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(country, lines, fc.double({ min: 0, max: 1, noNaN: true }), (buyer, net, off) => {
        const decision = vatDecision(GERMANY, buyer, null);
        const subtotal = net.reduce((a, b) => a + b, 0);
        const discount = Math.floor(subtotal * off);
        const amounts = discount > 0 ? [...net, -discount] : net;
        const shown = shownPricesCents(amounts, decision);
        const netTotal = subtotal - discount;
        expect(shown.reduce((a, b) => a + b, 0)).toBe(
          netTotal + cartTax(netTotal, decision).amountCents,
        );
        net.forEach((cents, i) =>
          expect(Math.abs((shown[i] ?? 0) - shownPriceCents(cents, decision))).toBeLessThanOrEqual(
            1,
          ),
        );
      }),
    );
  });
});
