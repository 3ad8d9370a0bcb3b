import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { CollectionBundleShop } from '../../application/shop/CollectionBundleShop';
import type { Shop } from '../../application/shop/Shop';
import type { OwnedShopLicence } from '../../application/shop/OwnedShopLicence';
import type { ShopGateway } from '../../application/shop/ShopGateway';
import { TOKENS } from '../../application/tokens';
import { getTypeface } from '../../contract/catalogue/specimen';
import { collectionShopAnswer, familyShopAnswer, getOwnedLicences } from '../../contract/shop';
import { parseAnswer } from '../http/parseAnswer';
import { collectionShopFromAnswer } from './collectionShopFromAnswer';
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
      this.api.get<unknown>(`/shops/${path}`),
      this.api.get<unknown>(`/typefaces/${path}`),
    ]);
    return shopFromAnswers(
      parseAnswer(familyShopAnswer, answer, `/shops/${path}`),
      parseAnswer(getTypeface.response, fonts, `/typefaces/${path}`),
    );
  }

  async owned(page: string): Promise<OwnedShopLicence[]> {
    const path = `/shops/${encodeURIComponent(page)}/owned`;
    const answer = parseAnswer(getOwnedLicences.response, await this.api.get<unknown>(path), path);
    return answer.owned.map(({ order_id, line, licence, paid_cents }) => ({
      orderId: order_id,
      line,
      kind: licence.kind,
      optionId: licence.option_id,
      options: licence.options,
      scripts: licence.scripts,
      paidCents: paid_cents,
    }));
  }

  async collection(page: string): Promise<CollectionBundleShop> {
    const path = `/shops/${encodeURIComponent(page)}`;
    const answer = await this.api.get<unknown>(path);
    return collectionShopFromAnswer(parseAnswer(collectionShopAnswer, answer, path));
  }
}
