import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';
import type { UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';

/** An item as the cart API takes and answers it (src/server/cart/CartContents.ts). */
export interface CartItemWire {
  kind: LineKind;
  option_id: string;
  typeface_page: string;
  options: Record<LicenceCategory, number | null>;
  scripts: string[];
  tester?: string;
  upgrade?: UpgradeTarget;
}

interface CartLineWire {
  id: string;
  type: LineKind;
  name: string;
  font_class: string;
  options_text: Record<LicenceCategory, string | null>;
  scripts: string[];
  price: number;
  value: string;
  upgrade?: { order_id: string };
  families?: string[];
}

/** Every cart call's answer (src/server/cart/cartAnswer.ts). */
export interface CartAnswerWire {
  cart: CartLineWire[];
  discounts: { name: string; value: string }[];
  total: { name: string; value: string };
  /** The order's tax and its line (null: untaxed, or no country known yet). */
  tax?: { line: { name: string; value: string } | null } | null;
  discount_code?: { code: string; applied: boolean; message: string | null } | null;
  cart_modified: boolean;
  note: string | null;
  /** The items as the server now holds them, in the order of `cart`. */
  items: CartItemWire[];
  /** Each line's tester set-up (same index), null where it has none. */
  testers?: Array<CartLineTesterWire | null>;
}

/** A line's tester set-up as the server answers it (src/server/cart/cartAnswer.ts). */
export interface CartLineTesterWire {
  text: string;
  summary: string;
  link: string;
  /** The style's web font; absent from an older server. */
  face?: {
    family: string;
    url: string;
    weight: number;
    style: 'normal' | 'italic';
    variable: boolean;
  } | null;
  size?: number;
  tracking?: number;
  features?: string[];
  axes?: Record<string, number>;
  direction?: 'ltr' | 'rtl';
  lang?: string | null;
  textTransform?: 'none' | 'uppercase' | 'lowercase';
}
