import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { CollectionBundleShop } from '../../application/shop/CollectionBundleShop';
import type { Shop } from '../../application/shop/Shop';
import type { ShopGateway } from '../../application/shop/ShopGateway';
import { TOKENS } from '../../application/tokens';
import type { CollectionShopAnswer } from './CollectionShopAnswer';
import { collectionShopFromAnswer } from './collectionShopFromAnswer';
import type { ShopAnswer, ShopFontsAnswer } from './ShopAnswer';
import { shopFromAnswers } from './shopFromAnswers';

@injectable()
export class AxiosShopGateway implements ShopGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  /**
   * The shop answer holds prices, not fonts; the single styles are set in their own faces,
   * which the (cached) specimen answer lists. Both are asked at once.
   */
  async shop(page: string): Promise<Shop> {
    const path = encodeURIComponent(page);
    const [answer, fonts] = await Promise.all([
      this.api.get<ShopAnswer>(`/shops/${path}`),
      this.api.get<ShopFontsAnswer>(`/typefaces/${path}`),
    ]);
    return shopFromAnswers(answer, fonts);
  }

  async collection(page: string): Promise<CollectionBundleShop> {
    const answer = await this.api.get<CollectionShopAnswer>(`/shops/${encodeURIComponent(page)}`);
    return collectionShopFromAnswer(answer);
  }
}
