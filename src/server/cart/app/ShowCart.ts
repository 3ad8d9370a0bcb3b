import type { BillingParties } from './CartBillingParty';
import type { CartCaller } from './CartCaller';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import { storedCart } from './currentCart';
import type { CartPrice } from '../../orders/app/CartPrice';

/**
 * GET /cart: the caller's stored cart, priced at today's prices with the tax of its billing
 * party where one is known (CartBillingParty.ts); what the shop no longer sells is dropped
 * (CartPricer.priceStored), so it never fails.
 */
export class ShowCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly carts: CartRepository,
    private readonly billingParties: BillingParties,
  ) {}

  async execute(caller: CartCaller): Promise<CartPrice> {
    const selection = await storedCart(this.carts, caller);
    const billing = await this.billingParties.of(caller);
    const extras = { userId: caller.userId, tax: billing?.tax ?? null };
    return this.pricer.priceStored(selection, extras);
  }
}
