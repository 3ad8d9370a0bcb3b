import { normaliseDiscountCode } from '../../../domain/pricing/discountCode';

/** Longer than any code; what a request can make the cart answer echo back. */
const MAX_CODE_LENGTH = 60;

/**
 * `cart.discount_code` of a cart request: absent, null or blank is no code. Any text is
 * taken (normalised), so that a mistyped code is answered as refused in the cart, not as a
 * broken request; a value that is not text is refused by the contract (src/contract/cart.ts).
 */
export function parseDiscountCode(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const code = normaliseDiscountCode(raw).slice(0, MAX_CODE_LENGTH);
  return code === '' ? null : code;
}
