import { inject, injectable } from 'inversify';
import type { CartPricing } from '../../application/cart/CartPricing';
import type { CartGateway } from '../../application/cart/CartGateway';
import type { CartItem } from '../../application/cart/CartItem';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { cartAnswer, cartQuoteAnswer, cartShareAnswer } from '../../contract/cartAnswer';
import { parseAnswer } from '../http/parseAnswer';
import { cartFromAnswer } from '../answers/cartFromAnswer';
import { cartRequestBody } from '../answers/cartRequestBody';

@injectable()
export class AxiosCartGateway implements CartGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async update(
    items: readonly CartItem[],
    discountCode: string | null = null,
  ): Promise<CartPricing> {
    const answer = await this.api.put<unknown>('/cart', cartRequestBody(items, discountCode));
    return cartFromAnswer(parseAnswer(cartAnswer, answer, '/cart'));
  }

  async current(): Promise<CartPricing> {
    const answer = await this.api.get<unknown>('/cart');
    return cartFromAnswer(parseAnswer(cartAnswer, answer, '/cart'));
  }

  async destroy(): Promise<void> {
    await this.api.delete<unknown>('/cart');
  }

  async share(items: readonly CartItem[], discountCode: string | null = null): Promise<string> {
    const answer = await this.api.post<unknown>(
      '/cart/share',
      cartRequestBody(items, discountCode),
    );
    return parseAnswer(cartShareAnswer, answer, '/cart/share').cart_id;
  }

  async shared(id: string): Promise<CartPricing> {
    const path = `/cart/${encodeURIComponent(id)}`;
    const answer = await this.api.get<unknown>(path);
    return cartFromAnswer(parseAnswer(cartAnswer, answer, path));
  }

  async pdfQuote(items: readonly CartItem[], discountCode: string | null = null): Promise<string> {
    const answer = await this.api.post<unknown>('/cart/pdf', cartRequestBody(items, discountCode));
    return parseAnswer(cartQuoteAnswer, answer, '/cart/pdf').url;
  }
}
