import type {
  OrderInformationValues,
  ThirdPartyValues,
} from '../../domain/validation/orderInformationForm';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TEXT_FIELDS = [
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
const FLAG_FIELDS = [
  'newsletter_subscribe',
  'third_party_order',
  'is_student_order',
  'is_graduate_order',
] as const;
/** Longer than any real address line; bounds what a request can make us store. */
const MAX_TEXT_LENGTH = 500;

/**
 * The order information of a checkout, address-mode cart or payment call (docs/spec.md §7: the
 * body's `user.personal_info` and `third_party_data`), taking only the known fields. The
 * third party may also arrive inside personal_info, where the profile keeps it.
 */
export function orderInformationFromBody(body: unknown): OrderInformationValues {
  const fields = isFields(body) ? body : {};
  const user = isFields(fields.user) ? fields.user : {};
  const info = isFields(user.personal_info) ? user.personal_info : {};
  const values: OrderInformationValues = {};
  for (const name of TEXT_FIELDS) {
    const text = textOf(info[name]);
    if (text !== undefined) values[name] = text;
  }
  for (const name of FLAG_FIELDS) values[name] = flagOf(info[name]);
  const thirdParty = fields.third_party_data ?? info.third_party_data;
  values.third_party_data = isFields(thirdParty) ? thirdPartyFrom(thirdParty) : null;
  return values;
}

function thirdPartyFrom(raw: Fields): ThirdPartyValues {
  const values: ThirdPartyValues = {};
  for (const name of [...TEXT_FIELDS, 'email'] as const) {
    if (name === 'code_upgrade') continue;
    const text = textOf(raw[name]);
    if (text !== undefined) values[name] = text;
  }
  return values;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_LENGTH) : undefined;
}

/** Checkboxes arrive as booleans from the browser and as 0/1 from stored profiles. */
function flagOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A string field of the body (`payment_method_id`, `order_id`, …), or null. */
export function bodyText(body: unknown, name: string): string | null {
  const value = isFields(body) ? body[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' && value.length <= 300
    ? value.trim()
    : null;
}
