import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { ExtraScript } from '../../domain/pricing/ShopPricing';
import type { ShopAnswer, ShopOptionAnswer } from './ShopAnswer';

/** GET /shops/{slug}-collection as src/server/shop/collectionShopAnswer.ts answers it. */
export interface CollectionShopAnswer {
  collection_name: string;
  slug: string;
  bundle: { id: string; name: string; multiplication: number; styles_no: number };
  settings: Omit<ShopAnswer['settings'], 'style_prices'>;
  scripts: ShopAnswer['scripts'];
  families: {
    page: string;
    name: string;
    class: string;
    style_prices: Record<LicenceCategory, number[]>;
    scripts: ExtraScript[];
    option: ShopOptionAnswer;
  }[];
}
