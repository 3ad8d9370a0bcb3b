import { inject, injectable } from 'inversify';
import type { CartStore } from '../cart/CartStore';
import { Loadable } from '../forms/Loadable';
import { TOKENS } from '../tokens';
import type { OrderReceipt } from './OrderReceipt';
import type { OrderReceiptGateway } from './OrderReceiptGateway';

/** The thank-you page's state: the paid order, loaded once per visit. */
@injectable()
export class OrderReceiptScreen {
  constructor(
    @inject(TOKENS.OrderReceiptGateway) private readonly gateway: OrderReceiptGateway,
    @inject(TOKENS.CartStore) private readonly cart: CartStore,
  ) {}

  receipt(orderId: string): Loadable<OrderReceipt> {
    return new Loadable(() => this.gateway.receipt(orderId));
  }

  /** Spec §2: the cart is emptied on entry (checkout did too; a reload must not bring it back). */
  async emptyCart(): Promise<void> {
    if (!this.cart.isEmpty) await this.cart.empty();
  }
}
