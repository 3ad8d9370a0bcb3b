import {
  licensesSomething,
  NO_LICENCE_MESSAGE,
  NO_LICENCE_RULE,
} from '../../domain/cart/cartLineLicence';
import type { CartItemInput } from '../../domain/cart/CartLine';
import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';
import { LICENCE_CATEGORIES } from '../../domain/pricing/LicenceCategory';
import type { ShopCatalogue } from '../shop/ShopCatalogue';
import { findShopOption } from '../shop/findShopOption';
import {
  checkCartTester,
  testerSample,
  type TesterSample,
} from '../../domain/typeTester/cartTester';
import type { CartItem } from './CartContents';
import { UNKNOWN_TIER_MESSAGE, type Parsed } from './parseCartRequest';

/** A cart item with the shop data the domain prices it from. */
export interface ResolvedCartItem {
  item: CartItem;
  input: CartItemInput;
  /** The line's tester set-up as it shows and prints; null without one. */
  sample: TesterSample | null;
}

/**
 * What to do with an item the shop no longer sells: a request naming one is refused with
 * field errors ('strict'); a cart stored or shared before the content changed drops it
 * ('lenient'), since its owner cannot fix what they did not send.
 */
export type ResolveMode = 'strict' | 'lenient';

/**
 * Looks every item up in the shop: typeface, option, tiers, scripts; no duplicates, and
 * none that licenses nothing. Overlap between a package and what it holds is not an error
 * here: priceCart takes such lines out and says so (src/domain/cart/Cart.ts).
 */
export async function resolveCartItems(
  items: readonly CartItem[],
  shops: ShopCatalogue,
  mode: ResolveMode,
): Promise<Parsed<ResolvedCartItem[]>> {
  const errors: ErrorItem[] = [];
  const resolved: ResolvedCartItem[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const path = `cart.items.${index}`;
    const itemErrors: ErrorItem[] = [];
    const shop = await shops.family(item.typeface_page);
    const option = shop ? findShopOption(shop, item.kind, item.option_id) : undefined;
    if (!shop) {
      itemErrors.push(
        errorItem(`${path}.typeface_page`, 'This typeface is not for sale.', 'unknown_typeface'),
      );
    } else if (!option) {
      itemErrors.push(
        errorItem(`${path}.option_id`, 'This option is not in the shop.', 'unknown_option'),
      );
    } else if (seen.has(`${item.kind}:${option.id}`)) {
      itemErrors.push(
        errorItem(`${path}.option_id`, 'This option is already in the cart.', 'duplicate'),
      );
    }
    if (!licensesSomething(item.options)) {
      itemErrors.push(errorItem(`${path}.options`, NO_LICENCE_MESSAGE, NO_LICENCE_RULE));
    }
    if (shop) {
      for (const category of LICENCE_CATEGORIES) {
        const tier = item.options[category];
        if (tier !== null && shop.pricing.tiers[category][tier] === undefined) {
          itemErrors.push(
            errorItem(`${path}.options.${category}`, UNKNOWN_TIER_MESSAGE, 'unknown_tier'),
          );
        }
      }
      const unknownScript = item.scripts.find(
        (id) => !shop.pricing.scripts.some((script) => script.id === id),
      );
      if (unknownScript !== undefined) {
        itemErrors.push(
          errorItem(
            `${path}.scripts`,
            'This script is not offered for this typeface.',
            'unknown_script',
          ),
        );
      }
    }
    const tester =
      shop && item.tester !== undefined ? checkCartTester(item.tester, shop.tester.facts) : null;
    if (tester && !tester.ok && mode === 'strict') {
      itemErrors.push({ ...tester.error, field: `${path}.${tester.error.field ?? 'tester'}` });
    }
    if (itemErrors.length > 0 || !shop || !option) {
      errors.push(...itemErrors);
      continue;
    }
    seen.add(`${item.kind}:${option.id}`);
    // A stored or shared line whose set-up the content no longer allows keeps its licence.
    const licence: CartItem = {
      kind: item.kind,
      option_id: item.option_id,
      typeface_page: item.typeface_page,
      options: item.options,
      scripts: item.scripts,
    };
    resolved.push({
      item: tester?.ok ? { ...licence, tester: tester.query } : licence,
      input: {
        pricing: shop.pricing,
        option,
        options: item.options,
        scripts: item.scripts,
        font_class: shop.family.class,
      },
      sample: tester?.ok ? testerSample(tester.setup, shop.tester.facts) : null,
    });
  }
  if (mode === 'strict' && errors.length > 0) return { ok: false, errors };
  return { ok: true, value: resolved };
}
