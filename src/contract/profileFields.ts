/**
 * The text fields of a buyer's order information (docs/spec.md §3 "Personal info"): what
 * checkout's step 2 sends and the profile keeps. One list for the contract's profile
 * (accounts.ts) and the server's reading of a checkout body.
 */
export const ORDER_INFORMATION_TEXT_FIELDS = [
  'name',
  'company',
  'job_reference',
  'vat_number',
  'address1',
  'address2',
  'zip_code',
  'city',
  'state',
  'country',
  'website',
  'code_upgrade',
] as const;

/** Its flags, as the checkout saved them. */
export const PERSONAL_FLAGS = [
  'newsletter_subscribe',
  'third_party_order',
  'is_student_order',
  'is_graduate_order',
] as const;
