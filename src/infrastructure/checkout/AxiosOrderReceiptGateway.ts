import { inject, injectable } from 'inversify';
import type { OrderReceipt } from '../../application/orders/OrderReceipt';
import type { OrderReceiptGateway } from '../../application/orders/OrderReceiptGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { orderAnswer } from '../../contract/orderAnswers';
import { parseAnswer } from '../http/parseAnswer';
import { orderReceiptFromAnswer } from './orderReceiptFromAnswer';

@injectable()
export class AxiosOrderReceiptGateway implements OrderReceiptGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  /** GET /orders/{id}, read with its answer in the contract (getOrder in src/contract/orders.ts). */
  async receipt(orderId: string): Promise<OrderReceipt> {
    const path = `/orders/${encodeURIComponent(orderId)}`;
    return orderReceiptFromAnswer(
      parseAnswer(orderAnswer, await this.api.get<unknown>(path), path),
    );
  }
}
