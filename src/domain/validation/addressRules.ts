import { required, type FieldRule } from './formRules';

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

/** A US address needs its state (for sales tax); elsewhere the state is optional text. */
export function isUsAddress(values: AddressValues): boolean {
  return values.country === US_COUNTRY_CODE;
}

export function addressRules<V extends AddressValues>(messages: AddressMessages): FieldRule<V>[] {
  return [
    required('address1', messages.address1),
    required('zip_code', messages.zip_code),
    required('city', messages.city),
    required('country', messages.country),
    required('state', messages.state, isUsAddress),
  ];
}

/** Choosing another country clears the state, which belonged to the old one (spec §5). */
export function withCountry<V extends AddressValues>(values: V, country: string): V {
  if (values.country === country) return values;
  return { ...values, country, state: '' };
}
