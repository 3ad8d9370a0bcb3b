import { checkedInHandler } from './checkedInHandler';
import type { Endpoint, FileEndpoint } from './Endpoint';
import {
  cartAnswer,
  cartQuoteAnswer,
  cartShareAnswer,
  cartUpdateAnswer,
  lineKind,
} from './cartAnswer';
import { perLicence } from './perLicence';
import { z } from './zod';

/**
 * The buyer-type choices as sent (checkout step 2). Every flag may be missing (false); a
 * stored profile's 0 and 1 are read as false and true (Ajv's coercion). The graduation date's
 * form is the domain's to judge (422 'Please enter a valid graduation date.').
 */
const sentBuyer = z.object({
  is_student_order: z.optional(z.nullable(z.boolean())),
  is_graduate_order: z.optional(z.nullable(z.boolean())),
  graduation_date: z.optional(z.nullable(z.string())),
  third_party_order: z.optional(z.nullable(z.boolean())),
});

/** Far more than any real order; bounds the work one request can ask for. */
export const MAX_CART_ITEMS = 200;

/** An option id or a typeface page: at most 200 characters as sent, trimmed, not empty. */
const sentName = z.string().check(z.maxLength(200), z.trim(), z.minLength(1));

/** A tier's index in its licence category, or an order line's in its order. */
const sentIndex = z.int().check(z.nonnegative());

/** Extra script ids, at most 20 as sent; one sent twice counts once. */
const sentScripts = z.array(z.string()).check(
  z.maxLength(20),
  z.overwrite((ids) => [...new Set(ids)]),
);

/**
 * One cart line as a request sends it: what a `CartSelection` chooses (cartAnswer.ts), where
 * the browser may leave a choice out or send null. Other fields are dropped. Whether the
 * option, the tiers and the scripts exist in the shop, and what a tester set-up may hold, is
 * the server's to judge (src/server/cart/app/resolveCartItems.ts).
 */
export const sentCartItem = z.object({
  kind: lineKind,
  option_id: sentName,
  typeface_page: sentName,
  /** A tier index per licence category; absent or null: not licensed. */
  options: z.optional(z.nullable(perLicence(z.optional(z.nullable(sentIndex))))),
  scripts: z.optional(z.nullable(sentScripts)),
  /** The type tester's set-up as the tester's address query; empty or null: none. */
  tester: z.optional(z.nullable(z.string())),
  /** The paid order line this item upgrades (docs/shop.md "Upgrades"); absent or null: none. */
  upgrade: z.optional(z.nullable(z.object({ order_id: sentName, line: sentIndex }))),
});

export type SentCartItem = z.infer<typeof sentCartItem>;

/**
 * The cart as a request sends it. Its items are at most MAX_CART_ITEMS `sentCartItem`s, which
 * the server checks line by line (src/server/cart/http/parseCartRequest.ts) so that its 422s name
 * the line and field the cart page points at (`cart.items.2.options.web`, rule
 * `unknown_tier`; a list that is not a list, rule `list`,
 * tests/server/cart/cartLifecycle.test.ts): the route's schema lets them through
 * (checkedInHandler.ts) and the OpenAPI document shows their shape. They must be sent, an
 * empty cart as `[]` (the browser always sends them, src/infrastructure/cart/
 * cartRequestBody.ts): a cart without them is another shape (`{cart: {cart: […]}}`), refused
 * with 400 on `cart.items` rather than priced and saved as an empty cart.
 */
const sentCart = z.object({
  items: checkedInHandler(z.array(sentCartItem).check(z.maxLength(MAX_CART_ITEMS))),
  buyer: z.optional(z.nullable(sentBuyer)),
  discount_code: z.optional(z.nullable(z.string())),
});

/** A person's order information as the checkout form sends it (docs/spec.md §7). */
const personalInfo = z.object({
  name: z.optional(z.nullable(z.string())),
  company: z.optional(z.nullable(z.string())),
  job_reference: z.optional(z.nullable(z.string())),
  vat_number: z.optional(z.nullable(z.string())),
  address1: z.optional(z.nullable(z.string())),
  address2: z.optional(z.nullable(z.string())),
  zip_code: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  website: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  /** On the third party: invoice (and tax) the licensee instead of the orderer. */
  invoice_licensee: z.optional(z.nullable(z.boolean())),
});

/** The licensee when not the buyer (checkout's third-party form). */
export const thirdPartyData = z.nullable(personalInfo);

/**
 * What every call that sends the cart carries: `{cart, user?}` (docs/spec.md §7). The spec's
 * PUT cart sends the buyer flags in `user.personal_info` when the cart has no `buyer`.
 */
export const cartBody = z.object({
  cart: z.optional(sentCart),
  user: z.optional(
    z.object({
      personal_info: z.optional(
        z.object({
          ...personalInfo.shape,
          code_upgrade: z.optional(z.nullable(z.string())),
          newsletter_subscribe: z.optional(z.nullable(z.boolean())),
          ...sentBuyer.shape,
          third_party_data: z.optional(thirdPartyData),
        }),
      ),
    }),
  ),
});

/**
 * PUT /cart. With `step`, checkout's address mode (docs/spec.md §7, src/server/checkout/
 * PriceCheckoutAddress.ts): priced with the tax of the invoiced party's address, and the
 * answer gains the checkout key and any tax lookup failure.
 */
export const cartUpdateBody = z.object({
  ...cartBody.shape,
  /** 'address' from the checkout; any value turns the address mode on. */
  step: z.optional(z.union([z.string(), z.number()])),
  third_party_data: z.optional(thirdPartyData),
  /** The checkout key handed out by an earlier address call (checkoutKey.ts). */
  stripe_payment_intent: z.optional(z.nullable(z.string())),
});

export const putCart = { body: cartUpdateBody, response: cartUpdateAnswer } satisfies Endpoint;

/** GET /cart: the caller's stored cart, priced now. */
export const getCart = { response: cartAnswer } satisfies Endpoint;

/** DELETE /cart: the cart emptied; answers the empty cart. */
export const deleteCart = { response: cartAnswer } satisfies Endpoint;

/** POST /cart/share: the cart in the body, else the stored one, frozen behind a link. */
export const postCartShare = {
  body: cartBody,
  response: cartShareAnswer,
} satisfies Endpoint;

/** GET /cart/{id}: a shared cart (its items only), priced now. */
export const getSharedCart = {
  params: z.object({ id: z.string() }),
  response: cartAnswer,
} satisfies Endpoint;

/** POST /cart/pdf: the cart quoted; `url` is the PDF the browser navigates to. */
export const postCartPdf = {
  body: cartBody,
  response: cartQuoteAnswer,
} satisfies Endpoint;

/** GET /cart/quotes/{id}.pdf: the quote's PDF (application/pdf). */
export const getCartQuote = {
  params: z.object({ file: z.string() }),
} satisfies FileEndpoint;

export type CartBody = z.infer<typeof cartBody>;
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;
