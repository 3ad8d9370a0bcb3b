/**
 * Whether this browser kept a cart from an earlier visit (docs/spec.md §9: a cookie), asked on
 * every page so the header can show its total. Apart from CartStorage, which reads the items
 * and comes with the cart's code: a first visit should not download that to learn there is
 * nothing to restore.
 */
export interface SavedCartCheck {
  /** True when something is kept; the cart's code then reads and checks what. */
  holdsItems(): boolean;
}
