import type { Result } from '../../application/Result';
import type { CartCaller } from './CartCaller';
import { EMPTY_CART_SELECTION } from '../../../domain/cart/CartSelection';
import type { CartPricer } from './CartPricer';
import type { CartRepository } from './CartRepository';
import type { InvalidCart } from './InvalidCart';
import type { CartPrice } from '../../orders/app/CartPrice';

/**
 * DELETE /cart: destroys the cookie's cart and, for a logged-in customer, every cart of theirs
 * (CartRepository.destroy), and prices the empty cart as any other.
 */
export class ClearCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly carts: CartRepository,
  ) {}

  async execute(caller: CartCaller): Promise<Result<CartPrice, InvalidCart>> {
    await this.carts.destroy(caller.cartToken, caller.userId);
    return this.pricer.price(EMPTY_CART_SELECTION);
  }
}
