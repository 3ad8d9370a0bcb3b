import type { CartAnswer } from '../../contract/cartAnswer';
import { succeeded, type Result } from '../application/Result';
import type { CartToActOnCommand } from './CartToActOnCommand';
import { pricedCartToActOn, type CartToActOnDependencies } from './currentCart';
import type { EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';

/**
 * Share and PDF (POST /cart/share, POST /cart/pdf; docs/spec.md §2, §7): prices the cart to
 * act on, then freezes it as `freeze` stores it, behind a link or as a quote, and answers
 * what `freeze` answers (the link's id, the quote). cartUseCases.ts builds one of each.
 */
export class FreezeCart<Frozen> {
  constructor(
    private readonly cart: CartToActOnDependencies,
    private readonly freeze: (priced: CartAnswer) => Promise<Frozen>,
  ) {}

  async execute({
    body,
    caller,
    tax = null,
  }: CartToActOnCommand): Promise<Result<Frozen, InvalidCart | EmptyCart>> {
    const priced = await pricedCartToActOn(body, caller, this.cart, tax);
    if (!priced.ok) return priced;
    return succeeded(await this.freeze(priced.value));
  }
}
