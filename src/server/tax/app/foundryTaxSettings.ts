import { COUNTRIES } from '../../../domain/geography/countries';
import { hasVatNumbers, validVatNumber } from '../../../domain/tax/vatNumber';

/** The seller of every order, for tax: where the foundry is, and its own VAT ID. */
export interface FoundryTaxSettings {
  /** ISO 3166-1 code: FOUNDRY_COUNTRY, else the country FOUNDRY_ADDRESS ends with, else DE. */
  country: string;
  /** FOUNDRY_VAT_ID, printed on every invoice; null when unset. */
  vatId: string | null;
}

const DEFAULT_FOUNDRY_COUNTRY = 'DE';

/** The country an address's last line names ("Germany", "DE"), if it names one. */
export function countryOfAddress(lines: readonly string[]): string | null {
  const last = (lines.at(-1) ?? '').trim().toLowerCase();
  const country = COUNTRIES.find(
    (candidate) => candidate.name.toLowerCase() === last || candidate.code.toLowerCase() === last,
  );
  return country?.code ?? null;
}

export function readFoundryTaxSettings(
  env: NodeJS.ProcessEnv,
  foundryAddress: readonly string[],
  problems: string[],
): FoundryTaxSettings {
  const rawCountry = env.FOUNDRY_COUNTRY?.trim().toUpperCase();
  let country = countryOfAddress(foundryAddress) ?? DEFAULT_FOUNDRY_COUNTRY;
  if (rawCountry) {
    if (COUNTRIES.some((candidate) => candidate.code === rawCountry)) country = rawCountry;
    else problems.push(`FOUNDRY_COUNTRY must be a two-letter ISO 3166-1 code, got "${rawCountry}"`);
  }
  const rawVatId = env.FOUNDRY_VAT_ID?.trim();
  let vatId: string | null = null;
  if (rawVatId) {
    vatId = hasVatNumbers(country) ? validVatNumber(rawVatId, country) : rawVatId;
    if (vatId === null) {
      problems.push(`FOUNDRY_VAT_ID is not a valid VAT number for ${country}, got "${rawVatId}"`);
    }
  }
  return { country, vatId };
}
