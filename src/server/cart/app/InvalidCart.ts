import type { ErrorItem } from '../../../domain/errors/ErrorItem';

/**
 * A cart a request sent cannot be priced as it stands: its items are malformed
 * (parseCartRequest.ts) or name an option, tier or script the shop does not sell
 * (resolveCartItems.ts, 'strict'). The field errors under `cart.items`, answered as 422.
 */
export interface InvalidCart {
  name: 'InvalidCart';
  errors: ErrorItem[];
}

export function invalidCart(errors: ErrorItem[]): InvalidCart {
  return { name: 'InvalidCart', errors };
}
