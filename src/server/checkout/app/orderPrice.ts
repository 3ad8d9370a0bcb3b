import type { OrderInformationValues } from '../../../domain/validation/orderInformationForm';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { ServerConfig } from '../../config';
import type { OrderPrice } from '../../orders/app/NewOrder';
import type { LocationEvidence } from '../../tax/app/locationEvidence';
import { billingParty, licenseeParty } from './orderParties';

/**
 * The price a checkout opens and charges its order at: the server's price of the cart, the
 * buyer and licensee of the order information, and the seller.
 */
export function orderPrice(
  priced: CartPrice,
  info: OrderInformationValues,
  email: string,
  config: Pick<ServerConfig, 'currency' | 'foundryTax'>,
  evidence: LocationEvidence,
): OrderPrice {
  return {
    ...priced,
    currency: config.currency,
    billing: billingParty(info, email),
    licensee: licenseeParty(info, email),
    thirdPartyOrder: Boolean(info.third_party_order),
    seller: config.foundryTax,
    evidence,
    jobReference: info.job_reference || null,
  };
}
