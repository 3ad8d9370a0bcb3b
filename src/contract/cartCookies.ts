/** docs/spec.md §9: the cart is kept in a cookie, its discount code in another. */
export const CART_COOKIE = 'cart';
export const DISCOUNT_CODE_COOKIE = 'cart_discount_code';
