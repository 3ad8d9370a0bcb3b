import {
  licensesSomething,
  NO_LICENCE_MESSAGE,
  NO_LICENCE_RULE,
} from '../../../domain/cart/cartLineLicence';
import { errorItem, type ErrorItem } from '../../../domain/errors/ErrorItem';
import { BUNDLE_FONT_CLASS, bundleOption } from '../../../domain/pricing/collectionBundle';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import { UPGRADE_MESSAGES } from '../../../domain/upgrades/licenceUpgrade';
import { collectionSlug } from '../../catalogue/app/collectionSlug';
import type { ShopCatalogue } from '../../shop/app/ShopCatalogue';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import { UNKNOWN_TIER_MESSAGE } from './cartMessages';
import type { Parsed } from './Parsed';
import type { ResolvedCartItem } from './ResolvedCartItem';

/**
 * A collection bundle item checked against the collection as the content now sells it: the
 * collection, its tiers, the scripts all its families offer. Its price comes from the
 * families' shops through the domain (collectionBundle.ts), never from the request.
 */
export async function resolveCollectionItem(
  item: CartItemSelection,
  path: string,
  shops: ShopCatalogue,
): Promise<Parsed<ResolvedCartItem>> {
  const errors: ErrorItem[] = [];
  const collection = await shops.collection(collectionSlug(item.typefacePage));
  if (!collection || collection.page !== item.typefacePage) {
    errors.push(
      errorItem(`${path}.typeface_page`, 'This collection is not for sale.', 'unknown_typeface'),
    );
  } else if (item.optionId !== collection.bundle.id) {
    errors.push(
      errorItem(`${path}.option_id`, 'This option is not in the shop.', 'unknown_option'),
    );
  }
  if (!licensesSomething(item.options)) {
    errors.push(errorItem(`${path}.options`, NO_LICENCE_MESSAGE, NO_LICENCE_RULE));
  }
  if (item.upgrade) {
    // An upgrade replaces a line of one family's shop; a bundle is bought new.
    errors.push(
      errorItem(`${path}.upgrade`, UPGRADE_MESSAGES.upgrade_not_found, 'upgrade_not_found'),
    );
  }
  if (collection) {
    for (const category of LICENCE_CATEGORIES) {
      const tier = item.options[category];
      if (tier !== null && collection.pricing.tiers[category][tier] === undefined) {
        errors.push(errorItem(`${path}.options.${category}`, UNKNOWN_TIER_MESSAGE, 'unknown_tier'));
      }
    }
    if (item.scripts.some((id) => !collection.pricing.scripts.some((s) => s.id === id))) {
      errors.push(
        errorItem(
          `${path}.scripts`,
          'This script is not offered for every typeface of this collection.',
          'unknown_script',
        ),
      );
    }
  }
  if (errors.length > 0 || !collection) return { ok: false, errors };
  return {
    ok: true,
    value: {
      item: {
        kind: 'collections',
        optionId: item.optionId,
        typefacePage: collection.page,
        options: item.options,
        scripts: item.scripts,
        families: collection.bundle.families.map((family) => family.page),
      },
      input: {
        pricing: collection.pricing,
        option: bundleOption(collection.bundle),
        bundle: collection.bundle,
        options: item.options,
        scripts: item.scripts,
        fontClass: BUNDLE_FONT_CLASS,
      },
      sample: null,
    },
  };
}
