import { describe, expect, it } from 'vitest';
import {
  ecSalesListCsv,
  ossCsv,
  plainEuros,
  wholeEuros,
} from '../../../src/domain/tax/taxReturnCsv';

describe('the returns’ CSV files', () => {
  it('writes euros with a decimal point, and whole euros rounded half away from zero', () => {
    expect(plainEuros(123_456)).toBe('1234.56');
    expect(plainEuros(5)).toBe('0.05');
    expect(plainEuros(-50)).toBe('-0.50');
    expect(wholeEuros(23_450)).toBe('235');
    expect(wholeEuros(23_449)).toBe('234');
    expect(wholeEuros(-23_450)).toBe('-235');
    expect(wholeEuros(-49)).toBe('0');
  });

  it('names each member state (Satzart 1) before its services by rate (Satzart 2), none for zero', () => {
    const csv = ossCsv([
      { country: 'AT', ratePercent: 20, netEurCents: 5_000, vatEurCents: 1_000 },
      { country: 'FR', ratePercent: 5.5, netEurCents: 10_530, vatEurCents: 579 },
      { country: 'FR', ratePercent: 20, netEurCents: 1_000, vatEurCents: 200 },
      { country: 'GR', ratePercent: 24, netEurCents: -2_000, vatEurCents: -480 },
      { country: 'IT', ratePercent: 22, netEurCents: 0, vatEurCents: 0 },
    ]);
    expect(csv).toBe(
      [
        '#v2.0',
        '1,AT',
        '2,AT,STANDARD,20.00,50.00,10.00',
        '1,FR',
        '2,FR,STANDARD,5.50,105.30,5.79',
        '2,FR,STANDARD,20.00,10.00,2.00',
        '1,EL',
        '2,EL,STANDARD,24.00,-20.00,-4.80',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the EC Sales List for the ZM import: VAT ID, whole euros, S for services', () => {
    expect(
      ecSalesListCsv([
        { vatNumber: 'FR40303265045', country: 'FR', netEurCents: 25_050 },
        { vatNumber: 'EL094014201', country: 'GR', netEurCents: -1_000 },
      ]),
    ).toBe(
      [
        '#v3.0',
        '#ve3.2.1',
        'Umsatzsteuer-Identifikationsnummer (USt-IdNr.),Betrag (Euro),Art der Leistung',
        'FR40303265045,251,S',
        'EL094014201,-10,S',
        '',
      ].join('\r\n'),
    );
  });
});
