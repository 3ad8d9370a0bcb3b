import { customRule, isBlank, type FieldRule } from '../../domain/validation/formRules';
import {
  CHECKOUT_ORDER_INFORMATION_RULES,
  THIRD_PARTY_FIELD_PREFIX,
} from '../../domain/validation/orderInformationForm';
import type { OrderInformation } from './CheckoutOrder';

export const GRADUATION_DATE_MESSAGE = 'Please enter your graduation date.';

const ADDRESS_FIELDS = ['address1', 'address2', 'zip_code', 'city', 'country', 'state'] as const;
const OWN_TEXT_FIELDS = [
  'name',
  'company',
  'job_reference',
  'vat_number',
  ...ADDRESS_FIELDS,
  'website',
  'code_upgrade',
] as const;
const THIRD_PARTY_TEXT_FIELDS = [
  'name',
  'email',
  'company',
  ...ADDRESS_FIELDS,
  'vat_number',
] as const;

/** The text fields saved with an account (docs/spec.md §3 personal info), which prefill step 2. */
export const SAVED_PERSONAL_INFO_FIELDS: readonly string[] = OWN_TEXT_FIELDS;

/**
 * Every field step 2 shows, nested ones included, so that a message for any of them — the
 * browser's or the server's — lands under its field rather than above the form.
 */
export const ORDER_INFORMATION_FIELDS: readonly string[] = [
  ...OWN_TEXT_FIELDS,
  'is_student_order',
  'is_graduate_order',
  'graduation_date',
  'third_party_order',
  ...THIRD_PARTY_TEXT_FIELDS.map((field) => `${THIRD_PARTY_FIELD_PREFIX}${field}`),
  `${THIRD_PARTY_FIELD_PREFIX}invoice_licensee`,
];

export function emptyOrderInformation(): OrderInformation {
  return {
    ...Object.fromEntries(OWN_TEXT_FIELDS.map((field) => [field, ''])),
    is_student_order: false,
    is_graduate_order: false,
    graduation_date: '',
    third_party_order: false,
    third_party_data: emptyThirdParty(),
  };
}

export function emptyThirdParty(): NonNullable<OrderInformation['third_party_data']> {
  return {
    ...Object.fromEntries(THIRD_PARTY_TEXT_FIELDS.map((field) => [field, ''])),
    invoice_licensee: false,
  };
}

/**
 * Step 2's rules: the domain's, as the server checks them (the third party only when ordering
 * for one, its fields named 'third_party_data.{field}'), plus the graduation date a
 * graduate's discount is judged by.
 */
export const ORDER_INFORMATION_RULES: readonly FieldRule<OrderInformation>[] = [
  ...CHECKOUT_ORDER_INFORMATION_RULES,
  customRule<OrderInformation>(
    'graduation_date',
    'required',
    GRADUATION_DATE_MESSAGE,
    (values) => Boolean(values.is_graduate_order) && isBlank(values.graduation_date),
  ),
];
