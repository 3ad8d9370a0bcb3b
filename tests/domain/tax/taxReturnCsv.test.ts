import { describe, expect, it } from 'vitest';
import {
  ecSalesListCsv,
  germanEuros,
  ossCsv,
  plainEuros,
} from '../../../src/domain/tax/taxReturnCsv';

describe('the returns’ CSV files', () => {
  it('writes euros with a decimal comma for the BZSt, a point for the plain file', () => {
    expect(germanEuros(123_456)).toBe('1234,56');
    expect(germanEuros(5)).toBe('0,05');
    expect(germanEuros(-50)).toBe('-0,50');
    expect(plainEuros(123_456)).toBe('1234.56');
  });

  it('names each member state (Satzart 1), then its services by rate (Satzart 2), none for zero', () => {
    const csv = ossCsv([
      { country: 'AT', ratePercent: 20, netEurCents: 5_000, vatEurCents: 1_000 },
      { country: 'FR', ratePercent: 5.5, netEurCents: 10_530, vatEurCents: 579 },
      { country: 'FR', ratePercent: 20, netEurCents: 1_000, vatEurCents: 200 },
      { country: 'IT', ratePercent: 22, netEurCents: 0, vatEurCents: 0 },
    ]);
    expect(csv).toBe(
      [
        '#v2.0',
        '1,AT',
        '1,FR',
        '2,AT,STANDARD,"20,00","50,00","10,00"',
        '2,FR,STANDARD,"5,50","105,30","5,79"',
        '2,FR,STANDARD,"20,00","10,00","2,00"',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the EC Sales List one VAT ID a line, marked as services', () => {
    expect(
      ecSalesListCsv([{ vatNumber: 'FR40303265045', country: 'FR', netEurCents: 25_000 }]),
    ).toBe('country,vat_number,net_eur,kind\r\nFR,FR40303265045,250.00,S\r\n');
  });
});
