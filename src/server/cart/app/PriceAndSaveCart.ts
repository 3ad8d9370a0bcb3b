import type { Cart } from '../../../domain/cart/Cart';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { TaxDecision } from '../../../domain/tax/taxDecision';
import type { Result } from '../../application/Result';
import type { PersonalInfo } from '../../accounts/app/personalInfo';
import type { BillingParties } from './CartBillingParty';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import type { InvalidCart } from './InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';

/** PUT /cart as a command: the cart sent, whose it is and under which token it is kept. */
export interface PriceAndSaveCartCommand {
  /** The cart the request sent, as the route read it (src/server/cart/http/parseCartRequest.ts). */
  selection: CartSelection;
  userId: string | null;
  /** The cart cookie's token, or a new one the route sets once the cart is saved. */
  cartToken: string;
  /** The logged-in customer's saved personal info (CartCaller.profile). */
  profile?: PersonalInfo | null;
  /** True when `cartToken` is new: no cart is stored under it, so none is looked up. */
  newCart?: boolean;
  /**
   * The tax checkout's address step found for the address it was sent (null: none could be
   * found, the cart is priced untaxed: PriceCheckoutAddress). Absent in a plain update, which
   * is priced with the tax of the cart's billing party (CartBillingParty.ts).
   */
  tax?: TaxDecision | null;
}

/**
 * Takes the cart a visitor sent, prices it from the shop's imported prices (the client's
 * prices are never read: docs/spec.md §7 "Cart and checkout") and saves what was priced under
 * the cart's token, so share, PDF and checkout act on the same cart.
 */
export class PriceAndSaveCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly carts: CartRepository,
    private readonly billingParties: BillingParties,
  ) {}

  async execute(command: PriceAndSaveCartCommand): Promise<Result<CartPrice, InvalidCart>> {
    const { selection, userId, cartToken, profile = null } = command;
    // A new cart's PUT is one write and no read (bench:launch's PUT /cart line): nothing is
    // stored under its token yet, no code and no billing party. The cart and the code it
    // holds now are saved together.
    const stored = command.newCart ? null : cartToken;
    const tax =
      command.tax !== undefined
        ? command.tax
        : ((await this.billingParties.of({ cartToken: stored, userId, profile }))?.tax ?? null);
    const held = stored === null ? null : await this.carts.heldDiscountCode(stored);
    const priced = await this.pricer.price(selection, {
      tax,
      userId,
      heldDiscountCode: held,
    });
    if (!priced.ok) return priced;
    const heldAfter = codeHeldAfter(priced.value.cart, held);
    // What was priced is kept: tiers the junior limit lowered, overlap taken out.
    await this.carts.save(cartToken, priced.value.selection, userId, heldAfter);
    return priced;
  }
}

/**
 * The code the cart holds after this change: the code that applied, or the one it held
 * before while that is still the code sent (so its holder keeps seeing why it stopped
 * working); none once the customer removes it or sends another that does not apply.
 */
function codeHeldAfter(cart: Cart, heldBefore: string | null): string | null {
  const sent = cart.discountCode;
  if (!sent) return null;
  if (sent.applied) return sent.code;
  return sent.code === heldBefore ? heldBefore : null;
}
