/**
 * The uses a discount code has left, as checkout takes them (docs/discounts.md).
 * KyselyDiscountCodeUses is the adapter.
 */
export interface DiscountCodeUses {
  /**
   * Makes `orderId` hold one use of `code` (null: none) before its card is charged, and
   * answers whether it does: false when no use is left or the code expired before `today`.
   * Counted once per order however often its checkout is retried; an order re-priced with
   * another code (or none) gives its earlier use back.
   */
  hold(orderId: string, code: string | null, today: string): Promise<boolean>;

  /**
   * Gives back the use `orderId` holds, if any: its payment failed or the order was
   * abandoned, so the use goes to the next customer. Releasing twice gives back one use.
   */
  release(orderId: string): Promise<void>;
}
