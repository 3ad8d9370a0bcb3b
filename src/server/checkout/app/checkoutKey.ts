import { createHash } from 'node:crypto';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import { storedCartBuyerOf, storedCartItemOf } from '../../orders/app/storedCartSelection';
import { newSecretToken } from '../../security/secretTokens';

/**
 * The checkout key names one checkout of one cart. The address step of PUT /cart hands it
 * to the browser as `stripe_payment_intent` (docs/spec.md §7, kept in a cookie by the browser,
 * docs/spec.md §9) and POST /checkout sends it back: every pay click, retry or reload of that
 * checkout carries the same key and so lands on the same order (a unique column).
 */
export const CHECKOUT_KEY_PATTERN = /^ck_[A-Za-z0-9_-]{20,128}$/;

export function newCheckoutKey(): string {
  return `ck_${newSecretToken()}`;
}

export function validCheckoutKey(value: unknown): string | null {
  return typeof value === 'string' && CHECKOUT_KEY_PATTERN.test(value) ? value : null;
}

/**
 * A checkout without a key (a browser that skipped the address step): the key is derived
 * from the cart cookie and the contents, so a double click still finds one order. A paid
 * order destroys the cart, and the next cart cookie makes the next key. The contents are
 * hashed in the layout carts are stored in (storedCartSelection.ts).
 */
export function derivedCheckoutKey(cartToken: string | null, selection: CartSelection): string {
  const items = selection.items.map(storedCartItemOf);
  const buyer = selection.buyer && storedCartBuyerOf(selection.buyer);
  const digest = createHash('sha256')
    .update(JSON.stringify({ cart: cartToken, items, buyer }))
    .digest('base64url');
  return `ck_${digest}`;
}

/** The user is part of the stored hash: someone else's key never reaches this user's order. */
export function checkoutKeyHash(userId: string, checkoutKey: string): string {
  return createHash('sha256').update(`${userId}\n${checkoutKey}`).digest('hex');
}
