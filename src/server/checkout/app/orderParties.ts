import type {
  OrderInformationValues,
  ThirdPartyValues,
} from '../../../domain/validation/orderInformationForm';
import type { OrderParty } from '../../orders/app/OrderParty';

/**
 * Whether the licensee of a third-party order is invoiced instead of the orderer ("Invoice
 * the licensee instead" in the third-party section).
 */
export function licenseeInvoiced(info: OrderInformationValues): boolean {
  return Boolean(info.third_party_order && info.third_party_data?.invoice_licensee);
}

/**
 * Who is invoiced, and so taxed (docs/taxes.md "Who is taxed"): the orderer, who buys and
 * pays, unless the licensee is invoiced instead. The VAT Directive taxes the supply to the
 * customer who acquires the service (Art. 44 and 58 of Directive 2006/112/EC), and the
 * invoice names that customer (Art. 226(5)); a licensee merely named on the licence is not
 * the customer of the supply.
 */
export function billingParty(info: OrderInformationValues, email: string): OrderParty {
  if (licenseeInvoiced(info) && info.third_party_data) {
    return partyOf(info.third_party_data, info.third_party_data.email ?? '');
  }
  return partyOf(info, email);
}

/**
 * Whom the licences belong to (docs/spec.md §1: an orderer may buy for a third party): the third
 * party when ordering for one, else the buyer. Named on the licence certificate and in the fonts.
 */
export function licenseeParty(info: OrderInformationValues, buyerEmail: string): OrderParty {
  if (info.third_party_order && info.third_party_data) {
    return partyOf(info.third_party_data, info.third_party_data.email ?? '');
  }
  return partyOf(info, buyerEmail);
}

/** The address and VAT number the tax is decided by: the invoiced party's. */
export function taxAddressOf(info: OrderInformationValues): ThirdPartyValues {
  return licenseeInvoiced(info) && info.third_party_data ? info.third_party_data : info;
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
