import { succeeded, type Result } from '../../application/Result';
import type { BillingParties, CartBillingParty } from './CartBillingParty';
import type { CartToActOnCommand } from '../CartToActOnCommand';
import { pricedCartToActOn, type CartToActOnDependencies } from './currentCart';
import type { EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';

/**
 * Share and PDF (POST /cart/share, POST /cart/pdf; docs/spec.md §2, §7): prices the cart to
 * act on with the tax of its billing party, as the cart shows it (CartBillingParty.ts), then
 * freezes it as `freeze` stores it, behind a link or as a quote, with that party, and answers
 * what `freeze` answers (the link's id, the quote). cartUseCases.ts builds one of each.
 */
export class FreezeCart<Frozen> {
  constructor(
    private readonly cart: CartToActOnDependencies & { billingParties: BillingParties },
    private readonly freeze: (
      priced: CartPrice,
      billing: CartBillingParty | null,
    ) => Promise<Frozen>,
  ) {}

  async execute({
    selection,
    caller,
  }: CartToActOnCommand): Promise<Result<Frozen, InvalidCart | EmptyCart>> {
    const billing = await this.cart.billingParties.of(caller);
    const priced = await pricedCartToActOn(selection, caller, this.cart, billing?.tax ?? null);
    if (!priced.ok) return priced;
    return succeeded(await this.freeze(priced.value, billing));
  }
}
