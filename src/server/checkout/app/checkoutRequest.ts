import type { CartUpdateBody } from '../../../contract/cart';
import { ORDER_INFORMATION_TEXT_FIELDS, PERSONAL_FLAGS } from '../../../contract/profileFields';
import type {
  OrderInformationValues,
  ThirdPartyValues,
} from '../../../domain/validation/orderInformationForm';

/** Longer than any real address line; bounds what a request can make us store. */
const MAX_TEXT_LENGTH = 500;

/** What every checkout call carries, as the contract checked it (src/contract/cart.ts). */
type OrderInformationBody = Pick<CartUpdateBody, 'user' | 'third_party_data'>;
type Texts = Partial<
  Record<(typeof ORDER_INFORMATION_TEXT_FIELDS)[number] | 'email', string | null>
>;

/**
 * The order information of a checkout, address-mode cart or payment call (docs/spec.md §7: the
 * body's `user.personal_info` and `third_party_data`), trimmed, taking only the known fields.
 * The third party may also arrive inside personal_info, where the profile keeps it.
 */
export function orderInformationFromBody(body: OrderInformationBody): OrderInformationValues {
  const info = body.user?.personal_info ?? {};
  const values: OrderInformationValues = { ...texts(info, ORDER_INFORMATION_TEXT_FIELDS) };
  // Ajv read a stored profile's 0 and 1 as false and true; a missing flag is false.
  for (const name of PERSONAL_FLAGS) values[name] = info[name] === true;
  const thirdParty = body.third_party_data ?? info.third_party_data;
  values.third_party_data = thirdParty
    ? {
        ...texts(thirdParty, [
          ...ORDER_INFORMATION_TEXT_FIELDS.filter((name) => name !== 'code_upgrade'),
          'email',
        ]),
        invoice_licensee: thirdParty.invoice_licensee === true,
      }
    : null;
  return values;
}

function texts<F extends keyof Texts>(fields: Texts, names: readonly F[]): ThirdPartyValues {
  const values: Record<string, string> = {};
  for (const name of names) {
    const text = fields[name];
    if (typeof text === 'string') values[name] = text.trim().slice(0, MAX_TEXT_LENGTH);
  }
  return values;
}
