import jsvat from 'jsvat-next';
import { countryName } from '../../../domain/tax/cartTax';
import { compactVatNumber, validVatNumber, vatNumberPrefixOf } from '../../../domain/tax/vatNumber';
import type { VatNumberCheck, VatNumberVerdict } from '../app/VatNumberCheck';

// jsvat-next is CommonJS whose named exports Node cannot see from an ES module: the server
// bundle imports it as it is, so it is read from the default export.
const { checkVAT, countries: jsvatCountries } = jsvat;

export function invalidVatNumberMessage(country: string): string {
  return `This is not a valid VAT number for ${countryName(country)}. Please check it, or leave it empty to pay VAT.`;
}

export function foreignVatNumberMessage(numberCountry: string, country: string): string {
  return `This VAT number is from ${countryName(numberCountry)}, but your country is ${countryName(country)}. Please enter a VAT number of ${countryName(country)}, or leave it empty to pay VAT.`;
}

/** The country whose VAT prefix a typed number starts with ("DE…" → DE, "EL…" → GR), if any. */
function prefixCountry(compact: string): string | null {
  const prefix = compact.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return null;
  const country = prefix === 'EL' ? 'GR' : prefix;
  return jsvatCountries.some((candidate) => candidate.codes[0] === country) ? country : null;
}

/**
 * The offline check of a buyer's VAT number: the prefix must be the buyer's country's (a
 * French buyer's "DE123…" is refused rather than read as "FRDE123…"), the format that
 * country's (src/domain/tax/vatNumber.ts), and the check digits right, computed by `jsvat-next`,
 * the maintained fork of `jsvat` (docs/decisions/0007-vat-numbers-and-location-evidence.md). A number whose
 * digits are all zero passes several countries' checksums (NL000000000B00, PL0000000000) but
 * is never issued, so it is refused too. An accepted number is "checksum only, not confirmed".
 */
export class ChecksumVatNumberCheck implements VatNumberCheck {
  async check(vatNumber: string, country: string): Promise<VatNumberVerdict> {
    const compact = compactVatNumber(vatNumber);
    const typedCountry = prefixCountry(compact);
    const prefix = vatNumberPrefixOf(country);
    if (typedCountry && typedCountry !== country && !compact.startsWith(prefix)) {
      return { valid: false, message: foreignVatNumberMessage(typedCountry, country) };
    }
    const number = validVatNumber(compact, country);
    if (number === null || !checksumHolds(number, country) || allZero(number)) {
      return { valid: false, message: invalidVatNumberMessage(country) };
    }
    return { valid: true, number, status: 'checksum' };
  }
}

function checksumHolds(number: string, country: string): boolean {
  const own = jsvatCountries.filter((candidate) => candidate.codes[0] === country);
  return own.length > 0 && checkVAT(number, own).isValid;
}

function allZero(number: string): boolean {
  return /^[A-Z]{2}[0]+([A-Z][0]+)?$/.test(number.replace(/^ATU/, 'AT'));
}
