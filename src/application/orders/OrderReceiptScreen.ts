import { inject, injectable } from 'inversify';
import type { CartStore } from '../cart/CartStore';
import { TOKENS } from '../tokens';
import type { OrderReceipt } from './OrderReceipt';
import type { OrderReceiptGateway } from './OrderReceiptGateway';

/** What the thank-you page needs: the paid order (loaded once per visit) and an empty cart. */
@injectable()
export class OrderReceiptScreen {
  constructor(
    @inject(TOKENS.OrderReceiptGateway) private readonly gateway: OrderReceiptGateway,
    @inject(TOKENS.CartStore) private readonly cart: CartStore,
  ) {}

  receipt(orderId: string): Promise<OrderReceipt> {
    return this.gateway.receipt(orderId);
  }

  /** docs/spec.md §2: the cart is emptied on entry (checkout did too; a reload must not bring it back). */
  async emptyCart(): Promise<void> {
    if (!this.cart.isEmpty) await this.cart.empty();
  }
}
