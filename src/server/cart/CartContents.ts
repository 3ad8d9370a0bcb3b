import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';
import type { UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';

/**
 * The cart as the browser keeps it (in a cookie) and sends it: what was chosen, never what
 * it costs. `PUT /api/v1/cart` takes `{cart: CartContents, user?}`; any price, discount or
 * total beside these fields is not read.
 *
 * ```json
 * {"items": [{"kind": "subfamilies", "option_id": "eb-garamond/roman",
 *             "typeface_page": "eb-garamond",
 *             "options": {"desktop": 1, "web": null, "app": null},
 *             "scripts": ["greek"]}],
 *  "buyer": {"is_student_order": false, "is_graduate_order": true,
 *            "graduation_date": "2025-06-30", "third_party_order": false}}
 * ```
 */
export interface CartContents {
  items: CartItem[];
  /** The buyer-type choices of checkout step 2; absent before checkout. */
  buyer: CartBuyer | null;
  /** A discount code typed in the cart or the review step (README "Discount codes"). */
  discount_code?: string | null;
}

export interface CartItem {
  /**
   * Whole family, subfamily package or single style (the shop answer's `shop` keys), or a
   * collection bought as a bundle (`option_id` its slug, `typeface_page` its page, e.g.
   * `garamonds-collection`).
   */
  kind: LineKind;
  /** An option id from GET /shops/{typeface_page} (`shop[kind][].options[].id`). */
  option_id: string;
  typeface_page: string;
  /** Tier index per licence category (`settings.options[category]`), null when not licensed. */
  options: Record<LicenceCategory, number | null>;
  /** Ids of the extra scripts chosen, from the shop answer's `scripts`. */
  scripts: string[];
  /**
   * The type tester's set-up when the line was added, as the tester's address query
   * (src/domain/typeTester/cartTester.ts); checked against the family and rewritten by the
   * server. Absent when the visitor added the line without testing.
   */
  tester?: string;
  /**
   * Set when the item upgrades a line of one of the customer's paid orders (README
   * "Upgrades"): `{"order_id": "20261123-7KQ2M9", "line": 0}`. The server looks the line up,
   * checks it is theirs, not upgraded yet and smaller, and credits what was paid for it.
   */
  upgrade?: UpgradeTarget;
  /**
   * A bundle's families by typeface page, written by the server when it prices the item
   * (never read from a request), so a paid order keeps the families it licensed even if
   * the collection changes later: the order's zip holds each one's fonts.
   */
  families?: string[];
}

/** Decides the junior discount and its licence limit (docs/spec.md §5, §6). */
export interface CartBuyer {
  is_student_order: boolean;
  is_graduate_order: boolean;
  /** ISO date (YYYY-MM-DD); read for graduates only. */
  graduation_date: string | null;
  third_party_order: boolean;
}

export const EMPTY_CART_CONTENTS: CartContents = { items: [], buyer: null };
