import { UNITED_KINGDOM } from './vatRates';

/**
 * The format of each VAT number after its two-letter prefix (the European Commission's VIES
 * formats, and HMRC's for the UK). A number in the right format may still not exist: only a
 * live check (VIES) can say that, through the server's VatNumberCheck port.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  GB: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** Greece's VAT numbers start with EL, not with its ISO code GR. */
export function vatNumberPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** Upper case, without the spaces, dots and dashes people type between the digits. */
export function compactVatNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-/]/g, '');
}

/**
 * The number with its country prefix ("FR 40 303 265 045" → "FR40303265045") when it is in a
 * valid format for the buyer's country, else null. The prefix may be left out; a prefix of
 * another country is not valid.
 */
export function validVatNumber(raw: string, country: string): string | null {
  const prefix = vatNumberPrefixOf(country);
  const format = FORMATS[prefix];
  if (!format) return null;
  const compact = compactVatNumber(raw);
  const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return format.test(body) ? `${prefix}${body}` : null;
}

/** The UK is outside the EU but has VAT numbers of its own (GB…). */
export function hasVatNumbers(country: string): boolean {
  return country === UNITED_KINGDOM || Object.hasOwn(FORMATS, vatNumberPrefixOf(country));
}
