import type { CartAnswer } from '../../../contract/cartAnswer';
import { succeeded, type Result } from '../../application/Result';
import type { CartCaller } from './CartCaller';
import { EMPTY_CART_SELECTION } from '../../../domain/cart/CartSelection';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import type { InvalidCart } from './InvalidCart';

/**
 * DELETE /cart: destroys the cookie's cart and, for a logged-in customer, every cart of theirs
 * (CartRepository.destroy), and answers the empty cart priced as any other.
 */
export class ClearCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly carts: CartRepository,
  ) {}

  async execute(caller: CartCaller): Promise<Result<CartAnswer, InvalidCart>> {
    await this.carts.destroy(caller.cartToken, caller.userId);
    const priced = await this.pricer.price(EMPTY_CART_SELECTION);
    return priced.ok ? succeeded(priced.value.answer) : priced;
  }
}
