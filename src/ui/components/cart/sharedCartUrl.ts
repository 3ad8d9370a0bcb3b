/** docs/spec.md §7: the link shown is origin + /cart?id={cart_id}. */
export function sharedCartUrl(origin: string, cartId: string): string {
  return `${origin}/cart?id=${encodeURIComponent(cartId)}`;
}
