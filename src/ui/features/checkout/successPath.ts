export const CHECKOUT_SUCCESS_PATH = '/checkouts/success';
/** The query parameter the thank-you page reads its order from. */
export const ORDER_QUERY_PARAMETER = 'order';

export function successPath(orderId: string): string {
  return `${CHECKOUT_SUCCESS_PATH}?${ORDER_QUERY_PARAMETER}=${encodeURIComponent(orderId)}`;
}
