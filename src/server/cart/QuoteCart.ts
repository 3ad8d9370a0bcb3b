import { succeeded, type Result } from '../application/Result';
import type { CartToActOnCommand } from './CartToActOnCommand';
import { pricedCartToActOn, type CartToActOnDependencies } from './currentCart';
import type { EmptyCart } from './EmptyCart';
import type { InvalidCart } from './InvalidCart';
import type { CartQuote, QuoteRepository } from './QuoteRepository';

/**
 * POST /cart/pdf, "Download cart as PDF quote" (docs/spec.md §2, §7): freezes the priced cart
 * as a quote; its PDF is rendered on first download (OpenQuote).
 */
export class QuoteCart {
  constructor(
    private readonly cart: CartToActOnDependencies,
    private readonly quotes: QuoteRepository,
  ) {}

  async execute({
    body,
    caller,
  }: CartToActOnCommand): Promise<Result<CartQuote, InvalidCart | EmptyCart>> {
    const priced = await pricedCartToActOn(body, caller, this.cart);
    if (!priced.ok) return priced;
    return succeeded(await this.quotes.create(priced.value));
  }
}
