import type { OrderReceipt } from './OrderReceipt';

/** GET orders/{id}: one of the user's own orders. Rejects with an ApiError. */
export interface OrderReceiptGateway {
  receipt(orderId: string): Promise<OrderReceipt>;
}
