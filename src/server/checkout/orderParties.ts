import type {
  OrderInformationValues,
  ThirdPartyValues,
} from '../../domain/validation/orderInformationForm';
import type { OrderParty } from '../orders/OrderParty';

/** The buyer as billed, from validated order information (required fields are present). */
export function billingParty(info: OrderInformationValues, email: string): OrderParty {
  return partyOf(info, email);
}

/**
 * Whom the licences belong to (docs/spec.md §1: an orderer may buy for a third party): the third
 * party when ordering for one, else the buyer.
 */
export function licenseeParty(info: OrderInformationValues, buyerEmail: string): OrderParty {
  if (info.third_party_order && info.third_party_data) {
    return partyOf(info.third_party_data, info.third_party_data.email ?? '');
  }
  return partyOf(info, buyerEmail);
}

/** The address sales tax is decided by: where the licensee uses the fonts. */
export function taxAddressOf(info: OrderInformationValues): ThirdPartyValues {
  return info.third_party_order && info.third_party_data ? info.third_party_data : info;
}

function partyOf(values: ThirdPartyValues, email: string): OrderParty {
  return {
    name: values.name ?? '',
    company: values.company || null,
    address1: values.address1 ?? '',
    address2: values.address2 || null,
    zip_code: values.zip_code ?? '',
    city: values.city ?? '',
    state: values.state || null,
    country: values.country ?? '',
    vat_number: values.vat_number || null,
    email: email || null,
  };
}
