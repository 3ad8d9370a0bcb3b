import { failed, succeeded, type Result } from '../../application/Result';
import type { CartPricer } from './CartPricer';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { SharedCartRepository } from './SharedCartRepository';
import { SHARED_CART_NOT_FOUND, type SharedCartNotFound } from './SharedCartNotFound';

/**
 * GET /cart/{id}: a shared cart's items and discount code priced for whoever opens the link
 * (the code is checked again: it may have expired since) with the tax the sharer's cart was
 * priced with, so the link shows the sharer's total; with no buyer type (the sharer's is
 * theirs: SharedCartRepository) and dropping what is no longer sold.
 */
export class OpenSharedCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly sharedCarts: SharedCartRepository,
  ) {}

  async execute(id: string): Promise<Result<CartPrice, SharedCartNotFound>> {
    const shared = await this.sharedCarts.find(id);
    if (!shared) return failed(SHARED_CART_NOT_FOUND);
    const { items, discountCode, tax } = shared;
    return succeeded(await this.pricer.priceStored({ items, buyer: null, discountCode }, { tax }));
  }
}
