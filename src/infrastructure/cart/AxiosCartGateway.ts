import { inject, injectable } from 'inversify';
import type { CartAnswer } from '../../application/cart/CartAnswer';
import type { CartGateway } from '../../application/cart/CartGateway';
import type { CartItem } from '../../application/cart/CartItem';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import type { CartAnswerWire } from './CartWire';
import { cartAnswerFromWire, cartRequestBody } from './cartWireMapping';

@injectable()
export class AxiosCartGateway implements CartGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async update(
    items: readonly CartItem[],
    discountCode: string | null = null,
  ): Promise<CartAnswer> {
    return cartAnswerFromWire(
      await this.api.put<CartAnswerWire>('/cart', cartRequestBody(items, discountCode)),
    );
  }

  async destroy(): Promise<void> {
    await this.api.delete<unknown>('/cart');
  }

  async share(items: readonly CartItem[]): Promise<string> {
    const answer = await this.api.post<{ cart_id: string }>('/cart/share', cartRequestBody(items));
    return answer.cart_id;
  }

  async shared(id: string): Promise<CartAnswer> {
    return cartAnswerFromWire(
      await this.api.get<CartAnswerWire>(`/cart/${encodeURIComponent(id)}`),
    );
  }

  async pdfQuote(items: readonly CartItem[]): Promise<string> {
    const answer = await this.api.post<{ url: string }>('/cart/pdf', cartRequestBody(items));
    return answer.url;
  }
}
