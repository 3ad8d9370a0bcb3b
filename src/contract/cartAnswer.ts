import type { LineKind } from '../domain/pricing/ShopPricing';
import { perLicence } from './perLicence';
import { z } from './zod';

/*
 * The cart's answers, apart from its endpoints (cart.ts, checkout.ts): the browser imports
 * only these, so the request schemas, which only the server runs, stay out of its bundle.
 */

export const lineKind = z.enum([
  'families',
  'subfamilies',
  'styles',
  'collections',
]) satisfies z.ZodMiniType<LineKind>;

/** The order line an upgrade replaces (docs/shop.md "Upgrades"): its order and its index there. */
export const upgradeTarget = z.object({
  order_id: z.string(),
  line: z.number(),
});
const namedValue = z.object({ name: z.string(), value: z.string() });
const cartAmount = z.object({ name: z.string(), value: z.string(), amount: z.number() });
/**
 * An amount including the buyer's VAT, present where the cart is priced for a consumer who
 * pays EU or UK VAT (`prices_include_vat`; docs/taxes.md "Prices including VAT").
 */
const gross = {
  gross: z.optional(z.number()),
  gross_value: z.optional(z.string()),
};

/**
 * What was chosen for one cart line, never what it costs: the option (`kind` and `option_id`
 * of GET /shops/{typeface_page}), a tier index per licence category (null: not licensed) and
 * the extra scripts. The browser keeps these in its cookie and sends them back; the server
 * prices them. (The browser's own `CartItem` adds the names it shows before an answer.)
 */
export const cartSelection = z.object({
  kind: lineKind,
  option_id: z.string(),
  typeface_page: z.string(),
  options: perLicence(z.nullable(z.number())),
  scripts: z.array(z.string()),
  /** The type tester's set-up when the line was added, as the tester's address query. */
  tester: z.optional(z.string()),
  /** The paid order line this item upgrades (docs/shop.md "Upgrades"). */
  upgrade: z.optional(upgradeTarget),
  /** A bundle's families by typeface page, written by the server when it prices the item. */
  families: z.optional(z.array(z.string())),
});

/** The buyer-type choices that decide the junior discount (docs/spec.md §5, §6). */
export const cartBuyer = z.object({
  is_student_order: z.boolean(),
  is_graduate_order: z.boolean(),
  /** ISO date (YYYY-MM-DD); read for graduates only. */
  graduation_date: z.nullable(z.string()),
  third_party_order: z.boolean(),
});

/** A priced line (docs/spec.md §3 "Cart item"; the domain's CartLine). */
const cartLine = z.object({
  id: z.string(),
  type: lineKind,
  name: z.string(),
  font_class: z.string(),
  pro: z.boolean(),
  families: z.optional(z.array(z.string())),
  options: perLicence(z.optional(z.nullable(z.number()))),
  options_text: perLicence(z.nullable(z.string())),
  scripts: z.array(z.string()),
  price: z.number(),
  value: z.string(),
  ...gross,
  upgrade: z.optional(
    z.object({
      order_id: z.string(),
      line: z.number(),
      paid_before: z.number(),
      credit: z.number(),
    }),
  ),
});

/** A line's tester set-up as the cart page sets it and the PDF quote prints it. */
const cartLineTester = z.object({
  text: z.string(),
  style: z.nullable(z.object({ slug: z.string(), name: z.string() })),
  size: z.number(),
  leading: z.number(),
  tracking: z.number(),
  summary: z.string(),
  features: z.array(z.string()),
  axes: z.record(z.string(), z.number()),
  direction: z.enum(['ltr', 'rtl']),
  language: z.nullable(z.object({ tag: z.string(), name: z.string() })),
  face: z.nullable(
    z.object({
      family: z.string(),
      url: z.string(),
      weight: z.number(),
      style: z.enum(['normal', 'italic']),
      variable: z.boolean(),
    }),
  ),
  lang: z.nullable(z.string()),
  textTransform: z.enum(['none', 'uppercase', 'lowercase']),
  /** The specimen page with the set-up, e.g. `/typeface/inter?size=90&features=cv05`. */
  link: z.string(),
});

/**
 * The domain's priced Cart (src/domain/cart/Cart.ts) as the wire writes it: amounts in currency
 * units, and as text with the currency symbol where the cart shows them
 * (src/contract/cartFiguresAnswer.ts). Orders store this shape too.
 */
const pricedCart = z.object({
  cart: z.array(cartLine),
  discounts: z.array(z.object({ ...cartAmount.shape, ...gross })),
  subtotal: z.number(),
  us_sales_tax: z.number(),
  us_sales_tax_percentage: z.number(),
  is_us_order: z.boolean(),
  net: z.number(),
  tax: z.object({
    kind: z.enum(['vat', 'us_sales_tax', 'none']),
    rate_percentage: z.number(),
    reverse_charge: z.boolean(),
    country: z.nullable(z.string()),
    vat_number: z.nullable(z.string()),
    amount: z.number(),
    line: z.nullable(namedValue),
    /** Why no tax is charged where some might be expected (a US state exempting fonts). */
    note: z.optional(z.nullable(z.string())),
  }),
  vat: z.number(),
  vat_percentage: z.number(),
  reverse_charge: z.boolean(),
  /**
   * The cart is priced for a consumer who pays EU or UK VAT: its lines and discounts carry
   * `gross`, and the total includes the tax line (src/domain/tax/consumerPrice.ts).
   */
  prices_include_vat: z.optional(z.boolean()),
  discount_code: z.nullable(
    z.object({
      code: z.string(),
      applied: z.boolean(),
      message: z.nullable(z.string()),
      rule: z.nullable(z.string()),
    }),
  ),
  total: cartAmount,
  cart_modified: z.boolean(),
  note: z.nullable(z.string()),
});

/**
 * Every cart call's answer: the priced cart, plus the cart as the server now holds it (the
 * items, after the junior limit and without lines a package licenses, in the order of
 * `cart`), for the browser to keep in its cookie.
 */
export const cartAnswer = z.object({
  ...pricedCart.shape,
  items: z.array(cartSelection),
  buyer: z.nullable(cartBuyer),
  /** Ids in the cart per option kind, so a shop marks its options 'Added'. */
  cart_items_id_wise: z.object({
    families: z.array(z.string()),
    subfamilies: z.array(z.string()),
    styles: z.array(z.string()),
    collections: z.array(z.string()),
  }),
  /** Each line's tester set-up (same index as `cart`); null for a line added without one. */
  testers: z.array(z.nullable(cartLineTester)),
});

/** PUT /cart's answer: in checkout's address mode it also carries the tax lookup and key. */
export const cartUpdateAnswer = z.object({
  ...cartAnswer.shape,
  /** Why no tax could be found for the address, and the field at fault. */
  taxjar_error: z.optional(z.nullable(z.string())),
  taxjar_error_field: z.optional(z.nullable(z.string())),
  /** The checkout key POST /checkout sends back (src/server/checkout/app/checkoutKey.ts). */
  stripe_payment_intent: z.optional(z.string()),
});

/** POST /cart/share: the id of the link `/cart?id={cart_id}`. */
export const cartShareAnswer = z.object({ cart_id: z.string() });

/** POST /cart/pdf: the quote's PDF, which the browser navigates to. */
export const cartQuoteAnswer = z.object({ url: z.string() });

export type PricedCart = z.infer<typeof pricedCart>;
export type PricedCartLine = PricedCart['cart'][number];
/** A discount, credit or total: `amount` in currency units, `value` as shown. */
export type CartAmountAnswer = PricedCart['total'];
export type CartSelection = z.infer<typeof cartSelection>;
export type CartBuyer = z.infer<typeof cartBuyer>;
export type CartAnswer = z.infer<typeof cartAnswer>;
export type CartUpdateAnswer = z.infer<typeof cartUpdateAnswer>;
export type CartLineTesterAnswer = z.infer<typeof cartLineTester>;
