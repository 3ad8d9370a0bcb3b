import type { LicenceCategory } from '../../../domain/pricing/LicenceCategory';
import type { ShopLicence } from './FamilyShop';

/** The shop-wide part of the price list (content/shop/licences.yaml), as imported. */
export interface ShopPriceList {
  licences: Record<LicenceCategory, ShopLicence>;
  /** Every script the foundry sells, by id, in the file's order (a family offers a subset). */
  scriptNames: ReadonlyMap<string, string>;
  package_multiplication: number;
  single_style_multiplication: number;
}
