import type { PersonalInfo } from '../../accounts/app/personalInfo';

/**
 * Who acts on a cart, as the route read it from the request: the cart cookie's token
 * (cartCookie.ts; null without a valid one) and the logged-in customer, whose own order lines
 * are the only ones their cart may upgrade (docs/spec.md §7 "Cart and checkout"), and whose
 * saved address prices the cart until checkout is given another (CartBillingParty.ts).
 */
export interface CartCaller {
  cartToken: string | null;
  userId: string | null;
  /** The logged-in customer's saved personal info; absent or null for a guest. */
  profile?: PersonalInfo | null;
}
