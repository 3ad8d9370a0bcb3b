/**
 * Carts live in the database, never in a process's memory, so any server behind the load
 * balancer answers any cart call (DESIGN "When one machine is not enough").
 * `*_json` columns are read and written whole: a cart's selection in the layout of
 * storedCartSelection.ts, a quote's priced cart in the layout of storedPricedCart.ts.
 */
export interface CartTables {
  carts: CartsTable;
  shared_carts: SharedCartsTable;
  cart_quotes: CartQuotesTable;
}

/** A visitor's current cart, found by the `cart_id` cookie. */
export interface CartsTable {
  /** SHA-256 of the cookie's random token: a copy of the database opens no one's cart. */
  token_hash: string;
  /** Set when a logged-in user changed the cart, so the cart follows them to a new browser. */
  user_id: string | null;
  items_json: string;
  buyer_json: string | null;
  /** The last discount code that applied to this cart (migration 0950); null: none. */
  discount_code: string | null;
  /**
   * The invoiced party checkout's address step was last given (an OrderParty, migration
   * 0993); the cart is priced with its tax. null: none given.
   */
  billing_party_json: string | null;
  created_at: string;
  updated_at: string;
}

/** A frozen copy of a cart's items behind a shareable link (/cart?id=…). */
export interface SharedCartsTable {
  id: string;
  items_json: string;
  /** The code the sharer's cart was priced with (migration 0960); null: none. */
  discount_code: string | null;
  /** The sharer's TaxDecision the link is priced with (migration 0993); null: none known. */
  tax_json: string | null;
  created_at: string;
}

/** A PDF quote: the priced cart as it was quoted, so any server can render the same file. */
export interface CartQuotesTable {
  id: string;
  /** The CartAnswer at the time of the quote (prices must not move after it is issued). */
  priced_cart_json: string;
  /** The buyer the quote is made out to, an OrderParty (migration 0993); null: unknown. */
  billing_party_json: string | null;
  created_at: string;
}
