import type { CollectionBundleShop } from './CollectionBundleShop';
import type { OwnedShopLicence } from './OwnedShopLicence';
import type { Shop } from './Shop';

/** The shop's calls (docs/spec.md §7: GET shops/{typeface page}). */
export interface ShopGateway {
  shop(page: string): Promise<Shop>;
  /** A collection sold as a bundle, by its page (`garamonds-collection`). */
  collection(page: string): Promise<CollectionBundleShop>;
  /** The licences of this typeface the logged-in customer holds (GET shops/{page}/owned). */
  owned(page: string): Promise<OwnedShopLicence[]>;
}
