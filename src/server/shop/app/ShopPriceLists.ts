import type { ShopPriceList } from './shopPriceList';

/**
 * The shop-wide price list where the content import leaves it and the shops read it.
 * KyselyShopPriceLists is the adapter.
 */
export interface ShopPriceLists {
  /** The imported price list; null before the content has been imported. */
  current(): Promise<ShopPriceList | null>;
  /**
   * Replaces the price list whole: the file is the whole price list, so a tier removed from
   * it must stop being sellable.
   */
  replace(priceList: ShopPriceList): Promise<void>;
}
