import type { CartAnswer } from '../../contract/cartAnswer';
import { failed, succeeded, type Result } from '../application/Result';
import type { CartPricer } from './CartPricer';
import type { SharedCartRepository } from './SharedCartRepository';
import { SHARED_CART_NOT_FOUND, type SharedCartNotFound } from './SharedCartNotFound';

/**
 * GET /cart/{id}: a shared cart's items priced for whoever opens the link, with no buyer type
 * (the sharer's is theirs: SharedCartRepository) and dropping what is no longer sold.
 */
export class OpenSharedCart {
  constructor(
    private readonly pricer: CartPricer,
    private readonly sharedCarts: SharedCartRepository,
  ) {}

  async execute(id: string): Promise<Result<CartAnswer, SharedCartNotFound>> {
    const items = await this.sharedCarts.find(id);
    if (!items) return failed(SHARED_CART_NOT_FOUND);
    return succeeded(await this.pricer.priceStored({ items, buyer: null }));
  }
}
