import { perLicenceCategory, type LicenceCategory } from '../domain/pricing/LicenceCategory';
import { fromCents, toCents, type Cents } from '../domain/pricing/money';
import type { Endpoint } from './Endpoint';
import { nameStyle } from './catalogue/style';
import { typefacePage } from './catalogue/typefacePage';
import { perLicence } from './perLicence';
import { cartSelection } from './cartAnswer';
import { z } from './zod';

type StylePrices = Readonly<Record<LicenceCategory, readonly number[]>>;

/**
 * `style_prices` as the wire writes them, in currency units like the content
 * (content/README.md), from the domain's cents (src/domain/pricing/money.ts).
 */
export function stylePricesOnWire(cents: StylePrices): Record<LicenceCategory, number[]> {
  return perLicenceCategory((category) => cents[category].map(fromCents));
}

/** The wire's `style_prices` as the domain prices with them: in cents. */
export function stylePriceCents(units: StylePrices): Record<LicenceCategory, Cents[]> {
  return perLicenceCategory((category) => units[category].map(toCents));
}

/** What a package holds: ids of subfamilies and styles (`{}` for a single style). */
const includedOptions = z.object({
  families: z.optional(z.array(z.string())),
  subfamilies: z.optional(z.array(z.string())),
  styles: z.optional(z.array(z.string())),
});

/** A cart item names an option by its group's kind (the `shop` key) and its `id`. */
const shopOption = z.object({
  id: z.string(),
  name: z.string(),
  styles_no: z.number(),
  styles_no_display: z.string(),
  multiplication: z.number(),
  pro: z.boolean(),
  includes: includedOptions,
});

const shopGroup = z.object({ name: z.string(), options: z.array(shopOption) });

/** The shop's licences: tiers, defaults and words, and the price of one style by tier. */
const shopSettings = z.object({
  currency: z.string(),
  currency_symbol: z.string(),
  pro_multiplication: z.number(),
  /** Price of one style by tier: `style_prices[category][i]` prices `options[category][i]`. */
  style_prices: perLicence(z.array(z.number())),
  /** Each licence dropdown's tiers, cheapest first; a cart item's `options` index into them. */
  options: perLicence(z.array(z.object({ id: z.string(), name: z.string() }))),
  /** The tier index each dropdown opens on; null leaves that licence unselected. */
  defaults: perLicence(z.nullable(z.number())),
  /** Each dropdown's name, what it allows and what its tiers count. */
  licences: perLicence(z.object({ name: z.string(), description: z.string(), unit: z.string() })),
});

const extraScript = z.object({ id: z.string(), name: z.string(), multiplier: z.number() });

const shopScript = z.object({
  ...extraScript.shape,
  /** Whether the script is ticked when the shop opens. */
  pivot: z.object({ default_applied: z.boolean() }),
});

/**
 * A family's shop (docs/spec.md §3 "Shop data (per typeface)"). The browser prices with the domain's
 * `optionPrice` from `settings` and `scripts`; the cart call prices again on the server with
 * the same functions and the same data.
 */
export const familyShopAnswer = z.object({
  family_name: z.string(),
  slug: z.string(),
  /** The family's font class: cart lines carry it as their `font_class`. */
  header_class: z.string(),
  /** The family's regular style (its name subset), which its name and packages are set in. */
  font: z.nullable(nameStyle),
  /** What the family is delivered as, from its files: "Static fonts (TTF, WOFF2, WOFF)". */
  formats: z.string(),
  settings: shopSettings,
  /** Only the extra scripts this family's fonts contain. */
  scripts: z.array(shopScript),
  /** families: the whole-family package; subfamilies: packages; styles: per subfamily. */
  shop: z.object({
    families: z.array(shopGroup),
    subfamilies: z.array(shopGroup),
    styles: z.array(shopGroup),
  }),
});

/**
 * A collection sold as a bundle (`{slug}-collection`): the same licence choices as a family's
 * shop, and each family's package and prices, which the domain's collectionBundlePrice sums
 * and multiplies by the collection's own `multiplication` (the cart prices it again on the
 * server from the same content).
 */
export const collectionShopAnswer = z.object({
  collection_name: z.string(),
  /** The collection's page, which cart items name as their `typeface_page`. */
  slug: z.string(),
  /** The bundle as a cart item names it (`kind` "collections", `option_id` its id). */
  bundle: z.object({
    id: z.string(),
    name: z.string(),
    multiplication: z.number(),
    styles_no: z.number(),
  }),
  /** The shared tiers, defaults and words; each family's own prices are in `families`. */
  settings: z.object({
    currency: z.string(),
    currency_symbol: z.string(),
    pro_multiplication: z.number(),
    options: shopSettings.shape.options,
    defaults: shopSettings.shape.defaults,
    licences: shopSettings.shape.licences,
  }),
  /** Only the scripts every family sells. */
  scripts: z.array(shopScript),
  families: z.array(
    z.object({
      page: z.string(),
      name: z.string(),
      class: z.string(),
      style_prices: perLicence(z.array(z.number())),
      scripts: z.array(extraScript),
      /** The family package the bundle counts. */
      option: shopOption,
    }),
  ),
});

/** GET /shops/{page}: a family's shop, or a collection's bundle for `{slug}-collection`. */
export const getShop = {
  params: typefacePage,
  response: z.union([familyShopAnswer, collectionShopAnswer]),
} satisfies Endpoint;

/**
 * GET /shops/{page}/owned: the licences of this typeface the logged-in customer holds (paid,
 * not upgraded since), each with the order line an upgrade of it names. Personal, so never in
 * the cached shop answer: the page asks for it after hydration (docs/shop.md "Owned licences").
 */
export const getOwnedLicences = {
  params: typefacePage,
  response: z.object({
    owned: z.array(
      z.object({
        order_id: z.string(),
        line: z.number(),
        licence: cartSelection,
        /** What has been paid toward it, in cents: an upgrade of it is credited this much. */
        paid_cents: z.int().check(z.nonnegative()),
      }),
    ),
  }),
} satisfies Endpoint;

export type OwnedLicencesAnswer = z.infer<typeof getOwnedLicences.response>;

export type ShopAnswer = z.infer<typeof familyShopAnswer>;
export type CollectionShopAnswer = z.infer<typeof collectionShopAnswer>;
