/** The cart API's own words. The first is the cart page's empty text (docs/spec.md §2 Cart). */
export const EMPTY_CART_MESSAGE = 'Your cart is currently empty';
export const SHARED_CART_NOT_FOUND_MESSAGE = 'This shared cart does not exist.';
export const QUOTE_NOT_FOUND_MESSAGE = 'This quote does not exist.';
/** A line's tier the shop does not sell, or that is no tier at all, on its category's field. */
export const UNKNOWN_TIER_MESSAGE = 'This licence tier does not exist.';
