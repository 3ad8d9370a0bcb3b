import type { ErrorItem } from '../errors/ErrorItem';
import { addressRules, type AddressValues } from './addressRules';
import { EMAIL_PATTERN } from './emailPattern';
import { matchesPattern, nestedRules, required, validateForm, type FieldRule } from './formRules';

/** Checkout step 2 (docs/spec.md §3 "Personal info"). */
export interface OrderInformationValues extends AddressValues {
  name?: string;
  company?: string;
  job_reference?: string;
  vat_number?: string;
  website?: string;
  code_upgrade?: string;
  newsletter_subscribe?: boolean;
  third_party_order?: boolean;
  is_student_order?: boolean;
  is_graduate_order?: boolean;
  third_party_data?: ThirdPartyValues | null;
}

export interface ThirdPartyValues extends AddressValues {
  name?: string;
  email?: string;
  company?: string;
  job_reference?: string;
  vat_number?: string;
  website?: string;
  /** "Invoice the licensee instead": the third party is invoiced and taxed, not the orderer. */
  invoice_licensee?: boolean;
}

export const ORDER_INFORMATION_MESSAGES = {
  name: 'Please enter your name.',
  address1: 'Please enter your address.',
  zip_code: 'Please enter your zip code.',
  city: 'Please enter your city.',
  country: 'Please select your country.',
  state: 'Please enter your state.',
} as const;

/** Note the typographic apostrophe, as in the spec. */
export const THIRD_PARTY_MESSAGES = {
  name: 'Please enter the third party’s name.',
  address1: 'Please enter the third party’s address.',
  zip_code: 'Please enter the third party’s zip code.',
  city: 'Please enter the third party’s city.',
  country: 'Please select the third party’s country.',
  state: 'Please enter the third party’s state.',
  emailRequired: 'The third party’s email is required.',
  emailPattern: 'Please enter valid email address.',
} as const;

/** Where third-party field errors go when both forms are checked in one request. */
export const THIRD_PARTY_FIELD_PREFIX = 'third_party_data.';

export const ORDER_INFORMATION_FORM_RULES: readonly FieldRule<OrderInformationValues>[] = [
  required('name', ORDER_INFORMATION_MESSAGES.name),
  ...addressRules<OrderInformationValues>(ORDER_INFORMATION_MESSAGES),
];

export const THIRD_PARTY_FORM_RULES: readonly FieldRule<ThirdPartyValues>[] = [
  required('name', THIRD_PARTY_MESSAGES.name),
  required('email', THIRD_PARTY_MESSAGES.emailRequired),
  matchesPattern('email', EMAIL_PATTERN, THIRD_PARTY_MESSAGES.emailPattern),
  ...addressRules<ThirdPartyValues>(THIRD_PARTY_MESSAGES),
];

/** The customer's own details only. */
export function validateOrderInformationForm(values: OrderInformationValues): ErrorItem[] {
  return validateForm(ORDER_INFORMATION_FORM_RULES, values);
}

/** The third party's details, field names as in the third-party form. */
export function validateThirdPartyForm(values: ThirdPartyValues): ErrorItem[] {
  return validateForm(THIRD_PARTY_FORM_RULES, values);
}

/**
 * The whole of step 2 as the server receives it: the customer's own details, then the third
 * party's, checked only when ordering for one, its fields named 'third_party_data.{field}'.
 * The browser checks step 2 with these same rules, so both sides answer alike.
 */
export const CHECKOUT_ORDER_INFORMATION_RULES: readonly FieldRule<OrderInformationValues>[] = [
  ...ORDER_INFORMATION_FORM_RULES,
  ...nestedRules(
    THIRD_PARTY_FORM_RULES,
    THIRD_PARTY_FIELD_PREFIX,
    (values: OrderInformationValues) =>
      values.third_party_order ? (values.third_party_data ?? {}) : null,
  ),
];

export function validateCheckoutOrderInformation(values: OrderInformationValues): ErrorItem[] {
  return validateForm(CHECKOUT_ORDER_INFORMATION_RULES, values);
}
