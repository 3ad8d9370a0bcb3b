import {
  collectionBundlePrice,
  type CollectionBundle,
} from '../../domain/pricing/collectionBundle';
import { formatMoney } from '../../domain/pricing/formatMoney';
import type { CartItem } from '../cart/CartItem';
import type { Shop } from './Shop';
import type { ShopChoices } from './ShopChoices';

/**
 * A collection sold as a bundle (docs/shop.md, "Collections as bundles"), as its page offers it: the same
 * licence choices as a family's shop (`shop`: tiers, words, defaults and the scripts every
 * family sells; it lists no options of its own) and the bundle the domain prices.
 */
export interface CollectionBundleShop {
  shop: Shop;
  bundle: CollectionBundle;
  /** Style count of all its families together, e.g. '30 styles'. */
  stylesNoDisplay: string;
}

/** The bundle's instant price for the current choices; the server prices it again. */
export function bundlePriceText(offer: CollectionBundleShop, choices: ShopChoices): string {
  const price = collectionBundlePrice(offer.bundle, choices.selections, choices.scripts);
  return formatMoney(price, offer.shop.currencySymbol);
}

/** What the families cost as family packages under the same choices, for "save $N". */
export function bundleSavingsText(
  offer: CollectionBundleShop,
  choices: ShopChoices,
): string | null {
  const single = { ...offer.bundle, multiplication: 1 };
  const saved =
    collectionBundlePrice(single, choices.selections, choices.scripts) -
    collectionBundlePrice(offer.bundle, choices.selections, choices.scripts);
  return saved > 0 ? `save ${formatMoney(saved, offer.shop.currencySymbol)}` : null;
}

/** The cart line the collection page adds: the bundle, with the chosen licences. */
export function bundleCartItem(offer: CollectionBundleShop, choices: ShopChoices): CartItem {
  return {
    id: offer.bundle.id,
    type: 'collections',
    typeface: offer.shop.slug,
    name: offer.bundle.name,
    font_class: offer.shop.headerClass,
    options: choices.selections,
    scripts: choices.scripts,
  };
}
