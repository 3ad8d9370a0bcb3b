import type { CartAnswer } from '../../../contract/cartAnswer';
import type { OrderInformationValues } from '../../../domain/validation/orderInformationForm';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { ServerConfig } from '../../config';
import type { OrderPrice } from '../../orders/app/NewOrder';
import type { LocationEvidence } from '../../tax/app/locationEvidence';
import { billingParty, licenseeParty } from './orderParties';

/**
 * The price a checkout opens and charges its order at: the server's priced cart (in cents,
 * and as answered), the buyer and licensee of the order information, and the seller.
 */
export function orderPrice(
  priced: CartPrice,
  /** The priced cart as the wire writes it, which the order keeps. */
  answer: CartAnswer,
  info: OrderInformationValues,
  email: string,
  config: Pick<ServerConfig, 'currency' | 'foundryTax'>,
  evidence: LocationEvidence,
): OrderPrice {
  return {
    currency: config.currency,
    cart: priced.cart,
    answer,
    billing: billingParty(info, email),
    licensee: licenseeParty(info, email),
    thirdPartyOrder: Boolean(info.third_party_order),
    seller: config.foundryTax,
    evidence,
    jobReference: info.job_reference || null,
  };
}
