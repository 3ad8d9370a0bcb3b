import type { OrderInformationValues } from '../../../domain/validation/orderInformationForm';
import { failed, succeeded, type Result } from '../../application/Result';
import {
  cardCountryConflict,
  locationEvidence,
  type LocationEvidence,
} from '../../tax/app/locationEvidence';
import type { CardCountryLookup } from './checkoutPayments';
import type { CheckoutFailure } from './checkoutFailures';
import { licenseeInvoiced, taxAddressOf } from './orderParties';

/**
 * The location evidence of a checkout, before its card is charged: the invoiced party's
 * billing country and postcode (already found to agree by the tax calculator) and the card's
 * issuing country where the processor reports one. A card from another country than the
 * billing address is refused, naming both. When the licensee is invoiced the card is the
 * orderer's and says nothing about where the licensee is, so it is not asked. A processor
 * that cannot tell the country (an error) leaves the evidence without it rather than stop
 * the checkout: the billing address and postcode remain.
 */
export async function checkoutEvidence(
  info: OrderInformationValues,
  paymentMethodId: string,
  isUsOrder: boolean,
  cardCountry: CardCountryLookup,
): Promise<Result<LocationEvidence, CheckoutFailure>> {
  const address = taxAddressOf(info);
  const country = (address.country ?? '').trim().toUpperCase();
  const state = address.state?.trim().toUpperCase() || null;
  const card = licenseeInvoiced(info)
    ? null
    : await cardCountry(paymentMethodId, isUsOrder).catch(() => null);
  const conflict = cardCountryConflict(country, card);
  if (conflict) {
    return failed({
      name: 'LocationEvidenceConflict',
      field: 'payment_method_id',
      message: conflict.message,
    });
  }
  return succeeded(locationEvidence(country, address.zip_code ?? '', state, card));
}
