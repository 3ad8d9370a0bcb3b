/** Discount codes (migrations 0830, 1020), as Kysely sees them. */
export interface DiscountCodeTables {
  discount_codes: DiscountCodesTable;
}

export interface DiscountCodesTable {
  /** Upper case, as normaliseDiscountCode leaves it. */
  code: string;
  kind: 'percent' | 'amount';
  percent: number | null;
  amount_cents: number | null;
  /** ISO date, the last day it can be used. */
  expires_on: string | null;
  max_uses: number | null;
  /** Orders holding a use: counted with a conditional update before their card is charged. */
  uses: number;
  /** JSON list of typeface pages; null: every typeface. */
  typefaces_json: string | null;
  created_at: string;
  /** ISO time staff disabled it; null: it works. */
  disabled_at: string | null;
}
