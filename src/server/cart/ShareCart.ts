import { succeeded, type Result } from '../application/Result';
import type { CartToActOnCommand } from './CartToActOnCommand';
import { pricedCartToActOn, type CartToActOnDependencies } from './currentCart';
import type { EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';
import type { SharedCartRepository } from './SharedCartRepository';

/**
 * POST /cart/share (docs/spec.md §7): freezes the cart's items behind a link and answers its
 * id. Upgrades are their owner's alone: a shared cart holds only new licences.
 */
export class ShareCart {
  constructor(
    private readonly cart: CartToActOnDependencies,
    private readonly sharedCarts: SharedCartRepository,
  ) {}

  async execute({
    body,
    caller,
  }: CartToActOnCommand): Promise<Result<string, InvalidCart | EmptyCart>> {
    const priced = await pricedCartToActOn(body, caller, this.cart);
    if (!priced.ok) return priced;
    return succeeded(await this.sharedCarts.create(priced.value.items));
  }
}
