/** What the order and payment calls answer for an order the caller may not see. */
export const ORDER_NOT_FOUND_MESSAGE = 'This order does not exist.';
