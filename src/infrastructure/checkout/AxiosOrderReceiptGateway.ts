import { inject, injectable } from 'inversify';
import type { OrderReceipt } from '../../application/orders/OrderReceipt';
import type { OrderReceiptGateway } from '../../application/orders/OrderReceiptGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { orderReceiptFromAnswer } from './orderReceiptFromAnswer';

@injectable()
export class AxiosOrderReceiptGateway implements OrderReceiptGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async receipt(orderId: string): Promise<OrderReceipt> {
    return orderReceiptFromAnswer(
      await this.api.get<unknown>(`/orders/${encodeURIComponent(orderId)}`),
    );
  }
}
