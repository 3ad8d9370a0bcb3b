import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactVatNumber, hasVatNumbers, validVatNumber } from '../../../src/domain/tax/vatNumber';
import { EU_VAT_RATES } from '../../../src/domain/tax/vatRates';

describe('VAT number format (offline)', () => {
  it('accepts a number with or without its prefix, with spaces, dots and dashes', () => {
    expect(validVatNumber('FR 40 303 265 045', 'FR')).toBe('FR40303265045');
    expect(validVatNumber('40303265045', 'FR')).toBe('FR40303265045');
    expect(validVatNumber('de-123.456.789', 'DE')).toBe('DE123456789');
    expect(validVatNumber('ATU12345678', 'AT')).toBe('ATU12345678');
    expect(validVatNumber('NL123456789B01', 'NL')).toBe('NL123456789B01');
    expect(validVatNumber('GB 123 4567 89', 'GB')).toBe('GB123456789');
    expect(validVatNumber('IE1234567WA', 'IE')).toBe('IE1234567WA');
  });

  it('writes Greece’s numbers with EL', () => {
    expect(validVatNumber('EL123456789', 'GR')).toBe('EL123456789');
    expect(validVatNumber('123456789', 'GR')).toBe('EL123456789');
    expect(validVatNumber('GR123456789', 'GR')).toBeNull();
  });

  it('refuses a wrong length, letters where digits belong, another country’s prefix', () => {
    expect(validVatNumber('FR4030326504', 'FR')).toBeNull();
    expect(validVatNumber('DE12345678', 'DE')).toBeNull();
    expect(validVatNumber('DE12345678X', 'DE')).toBeNull();
    expect(validVatNumber('ATU12345678', 'DE')).toBeNull();
    expect(validVatNumber('', 'FR')).toBeNull();
  });

  it('knows no format where there is no VAT number', () => {
    expect(validVatNumber('123456789', 'US')).toBeNull();
    expect(hasVatNumbers('US')).toBe(false);
    expect(hasVatNumbers('GB')).toBe(true);
    for (const country of Object.keys(EU_VAT_RATES)) expect(hasVatNumbers(country)).toBe(true);
  });

  it('answers the same for a number however it is spaced or cased', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom(' ', '.', '-', ''),
        (digits, gap) => {
          const typed = `de${digits.slice(0, 3)}${gap}${digits.slice(3)}`;
          expect(compactVatNumber(typed)).toBe(`DE${digits}`);
          expect(validVatNumber(typed, 'DE')).toBe(`DE${digits}`);
        },
      ),
    );
  });
});
