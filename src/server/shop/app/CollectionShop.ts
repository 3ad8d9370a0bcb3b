import type { CollectionBundle } from '../../../domain/pricing/collectionBundle';
import type { ShopPricing } from '../../../domain/pricing/ShopPricing';
import type { FamilyShop } from './FamilyShop';

/** A collection sold as a bundle (content/collections/<slug>.yaml with a `multiplication`). */
export interface CollectionShop {
  slug: string;
  /** Its page and the cart items' `typeface_page`, e.g. `garamonds-collection`. */
  page: string;
  bundle: CollectionBundle;
  /** The tiers every family shares and the scripts all of them sell (bundlePricing). */
  pricing: ShopPricing;
  /** Each family's shop, in the order the collection first names them. */
  families: FamilyShop[];
}

export function collectionPage(slug: string): string {
  return `${slug}-collection`;
}
