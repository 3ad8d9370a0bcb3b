import type { CollectionBundleShop } from '../../../src/application/shop/CollectionBundleShop';
import type { Shop } from '../../../src/application/shop/Shop';
import type { OwnedShopLicence } from '../../../src/application/shop/OwnedShopLicence';
import type { ShopGateway } from '../../../src/application/shop/ShopGateway';
import { notFound } from './notFound';

/** GET shops/{page} in memory; a typeface without a shop answers 404 like the API. */
export class FakeShopGateway implements ShopGateway {
  readonly calls: string[] = [];

  constructor(
    public shops: Shop[] = [],
    public collections: CollectionBundleShop[] = [],
    /** The logged-in customer's licences, by shop page. */
    public ownedLicences: Record<string, OwnedShopLicence[]> = {},
  ) {}

  async owned(page: string): Promise<OwnedShopLicence[]> {
    return this.ownedLicences[page] ?? [];
  }

  async collection(page: string): Promise<CollectionBundleShop> {
    this.calls.push(page);
    const found = this.collections.find((candidate) => candidate.shop.slug === page);
    if (!found) throw notFound(`/shops/${page}`);
    return found;
  }

  async shop(page: string): Promise<Shop> {
    this.calls.push(page);
    const shop = this.shops.find((candidate) => candidate.slug === page);
    if (!shop) throw notFound(`/shops/${page}`);
    return shop;
  }
}
