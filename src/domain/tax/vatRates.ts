/**
 * Standard VAT rates in percent by ISO 3166-1 country code: the EU member states (what a
 * consumer pays under the one-stop-shop rules for electronically supplied services, which
 * include font licences) and the United Kingdom. Reduced rates do not apply to fonts.
 *
 * Checked on VAT_RATES_CHECKED_ON against the member states' published rates (Estonia 24 %
 * from 1 July 2025, Romania 21 % from 1 August 2025, Slovakia 23 % and Finland 25.5 % since
 * earlier). Rates change: an operator re-checks them and this date, or plugs a tax service
 * into the server's TaxCalculator port instead (docs/taxes.md).
 */
export const VAT_RATES_CHECKED_ON = '2025-08-01';

export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export const UNITED_KINGDOM = 'GB';
export const UK_VAT_RATE = 20;

export function isEuMemberState(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country);
}

/** The standard VAT rate of an EU member state or the UK; null for any other country. */
export function vatRateOf(country: string): number | null {
  if (country === UNITED_KINGDOM) return UK_VAT_RATE;
  return EU_VAT_RATES[country] ?? null;
}
