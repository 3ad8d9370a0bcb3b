import { COUNTRIES } from '../geography/countries';
import { US_STATES } from '../geography/usStates';
import { oneOf, required, type FieldRule } from './formRules';

/** The postal address fields shared by order information, third party and club forms. */
export interface AddressValues {
  address1?: string;
  address2?: string;
  zip_code?: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface AddressMessages {
  address1: string;
  zip_code: string;
  city: string;
  country: string;
  state: string;
}

export const US_COUNTRY_CODE = 'US';

/** The codes the country select offers (ISO 3166-1 alpha-2). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.code));
/** The codes the US state select offers (USPS), which sales tax is looked up by. */
export const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((s) => s.code));

/** A US address needs its state (for sales tax); elsewhere the state is optional text. */
export function isUsAddress(values: AddressValues): boolean {
  return values.country === US_COUNTRY_CODE;
}

/**
 * Country and US state are codes from the selects, never free text: sales tax is decided by
 * them, so "United States" typed into a request must not pass as a country without tax.
 * A state outside the US stays free text.
 */
export function addressRules<V extends AddressValues>(messages: AddressMessages): FieldRule<V>[] {
  return [
    required('address1', messages.address1),
    required('zip_code', messages.zip_code),
    required('city', messages.city),
    required('country', messages.country),
    oneOf('country', COUNTRY_CODES, messages.country),
    required('state', messages.state, isUsAddress),
    oneOf('state', US_STATE_CODES, messages.state, isUsAddress),
  ];
}

/** Choosing another country clears the state, which belonged to the old one (docs/spec.md §5). */
export function withCountry<V extends AddressValues>(values: V, country: string): V {
  if (values.country === country) return values;
  return { ...values, country, state: '' };
}
