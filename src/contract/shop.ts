import { LICENCE_CATEGORIES, type LicenceCategory } from '../domain/pricing/LicenceCategory';
import type { Endpoint } from './Endpoint';
import { nameStyle } from './catalogue/style';
import { typefacePage } from './catalogue/typefacePage';
import { z } from './zod';

/** One value per licence category (desktop, web, app), each required. */
function perLicence<T extends z.ZodMiniType>(schema: T) {
  const shape = Object.fromEntries(LICENCE_CATEGORIES.map((category) => [category, schema]));
  return z.object(shape as Record<LicenceCategory, T>);
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

/**
 * GET /shops/{page} (spec §3 "Shop data (per typeface)"). The browser prices with the
 * domain's `optionPrice` from `settings` and `scripts`; the cart call prices again on the
 * server with the same functions and the same data.
 */
export const getShop = {
  params: typefacePage,
  response: z.object({
    family_name: z.string(),
    slug: z.string(),
    /** The family's font class: cart lines carry it as their `font_class`. */
    header_class: z.string(),
    /** The family's regular style (its name subset), which its name and packages are set in. */
    font: z.nullable(nameStyle),
    settings: z.object({
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
      licences: perLicence(
        z.object({ name: z.string(), description: z.string(), unit: z.string() }),
      ),
    }),
    /** Only the extra scripts this family's fonts contain. */
    scripts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        multiplier: z.number(),
        /** Whether the script is ticked when the shop opens. */
        pivot: z.object({ default_applied: z.boolean() }),
      }),
    ),
    /** families: the whole-family package; subfamilies: packages; styles: per subfamily. */
    shop: z.object({
      families: z.array(shopGroup),
      subfamilies: z.array(shopGroup),
      styles: z.array(shopGroup),
    }),
  }),
} satisfies Endpoint;

export type ShopAnswer = z.infer<typeof getShop.response>;
