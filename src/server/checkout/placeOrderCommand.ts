import type { CheckoutBody } from '../../contract/checkout';
import type { OrderInformationValues } from '../../domain/validation/orderInformationForm';
import type { CartSelection } from '../../domain/cart/CartSelection';
import { validCheckoutKey } from './app/checkoutKey';
import { orderInformationFromBody } from './app/checkoutRequest';

/** A POST /checkout call, read from its body by the route. */
export interface PlaceOrderCommand {
  /** The buyer's and the third party's details, as typed (checked by the use case). */
  info: OrderInformationValues;
  /** What the cart holds; every price in the body is left unread. */
  cart: CartSelection;
  /** The card field's payment method; null when none was sent. */
  paymentMethodId: string | null;
  /** The address step's checkout key (`stripe_payment_intent`), when a valid one was sent. */
  checkoutKey: string | null;
  /** The `cart_id` cookie: the cart a paid order empties. */
  cartToken: string | null;
  /** Whether the buyer ticked the withdrawal consent at review (withdrawalConsent.ts). */
  withdrawalConsent: boolean;
}

/**
 * Reads a checkout body into its command, with the cart the route read from the body's
 * `{cart, user}` as the cart routes do (src/server/cart/http/parseCartRequest.ts).
 */
export function placeOrderCommand(
  body: CheckoutBody,
  cartToken: string | null,
  cart: CartSelection,
): PlaceOrderCommand {
  return {
    info: orderInformationFromBody(body),
    cart,
    paymentMethodId: body.payment_method_id?.trim() || null,
    checkoutKey: validCheckoutKey(body.stripe_payment_intent),
    cartToken,
    withdrawalConsent: body.withdrawal_consent === true,
  };
}
