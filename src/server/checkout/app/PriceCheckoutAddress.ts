import type { CartUpdateBody } from '../../../contract/cart';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import { validateCheckoutOrderInformation } from '../../../domain/validation/orderInformationForm';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { CartRepository } from '../../cart/app/CartRepository';
import type { InvalidCart } from '../../cart/app/InvalidCart';
import type { PriceAndSaveCart } from '../../cart/app/PriceAndSaveCart';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { OrderRepository } from '../../orders/app/OrderRepository';
import type { TaxCalculator } from '../../tax/app/TaxCalculator';
import { checkoutKeyHash, newCheckoutKey, validCheckoutKey } from './checkoutKey';
import { salesTaxLookup } from './checkoutPricing';
import { orderInformationFromBody } from './checkoutRequest';
import { billingParty, licenseeInvoiced } from './orderParties';

/** PUT /cart with `step`, as the route read it: the body, whose cart it is and its token. */
export interface PriceCheckoutAddressCommand {
  /** The body: its order information and the checkout key it sends back. */
  body: CartUpdateBody;
  /** The body's cart as the route read it; refused only once the order information passes. */
  cart: Result<CartSelection, InvalidCart>;
  userId: string | null;
  /** The cart cookie's token, or a new one the route sets once the cart is saved. */
  cartToken: string;
}

/** What checkout's address step reaches: the cart's use case, the tax and the orders. */
export interface PriceCheckoutAddressDependencies {
  priceAndSaveCart: Pick<PriceAndSaveCart, 'execute'>;
  carts: Pick<CartRepository, 'keepBillingParty'>;
  tax: TaxCalculator;
  orders: Pick<OrderRepository, 'findByCheckoutKeyHash'>;
}

/** The address step's priced cart, why no tax was found (and on which field), and the key. */
export interface CheckoutAddressPrice {
  price: CartPrice;
  taxRefusal: { message: string; field: string } | null;
  checkoutKey: string;
}

/**
 * Checkout's address step, the address mode of PUT /cart (docs/spec.md §7: `{cart, user,
 * step, third_party_data, stripe_payment_intent}`): the cart is priced with the tax of the
 * invoiced party's address, and the route's answer gains `taxjar_error` (and the field it is
 * about) and `stripe_payment_intent`, the checkout key that POST /checkout sends back
 * (checkoutKey.ts). The order information is checked as checkout checks it (an InvalidForm:
 * 422 with field errors): the tax rate is looked up only for a country and state of the
 * selects. The party is kept with the cart, so the cart, the shop, the quote and the shared
 * link are priced for it from then on (BillingPartyOfCart); an address that cannot be placed
 * is priced untaxed and forgotten.
 */
export class PriceCheckoutAddress {
  constructor(private readonly deps: PriceCheckoutAddressDependencies) {}

  async execute(
    command: PriceCheckoutAddressCommand,
  ): Promise<Result<CheckoutAddressPrice, InvalidCart | InvalidForm>> {
    const { body, cart, userId, cartToken } = command;
    const info = orderInformationFromBody(body);
    const invalid = invalidForm(validateCheckoutOrderInformation(info));
    if (invalid) return failed(invalid);
    const lookup = await salesTaxLookup(this.deps.tax, info);
    // The step answers the order information's errors before the cart's, as it always has.
    if (!cart.ok) return cart;
    const price = await this.deps.priceAndSaveCart.execute({
      selection: cart.value,
      userId,
      cartToken,
      tax: lookup.ok ? lookup.tax : null,
    });
    if (!price.ok) return price;
    await this.deps.carts.keepBillingParty(cartToken, lookup.ok ? billingParty(info, '') : null);
    const prefix = licenseeInvoiced(info) ? 'third_party_data.' : '';
    return succeeded({
      price: price.value,
      taxRefusal: lookup.ok ? null : { message: lookup.refusal, field: `${prefix}${lookup.field}` },
      checkoutKey: await this.checkoutKey(body.stripe_payment_intent, userId),
    });
  }

  /** The browser's key while its checkout is open; a new one once that order is paid. */
  private async checkoutKey(sentKey: unknown, userId: string | null): Promise<string> {
    const sent = validCheckoutKey(sentKey);
    if (!sent || !userId) return sent ?? newCheckoutKey();
    const order = await this.deps.orders.findByCheckoutKeyHash(checkoutKeyHash(userId, sent));
    return order?.status === 'paid' ? newCheckoutKey() : sent;
  }
}
