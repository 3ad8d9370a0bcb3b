import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { CartStore } from '../../../application/cart/CartStore';
import type { Shop } from '../../../application/shop/Shop';
import { ShopChoices } from '../../../application/shop/ShopChoices';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/**
 * The licences and scripts a shop offers, as the visitor chooses them (a family's shop, a
 * collection's bundle). They open on what the cart already holds of this shop, and the cart's
 * lines of this shop follow every change (docs/spec.md §2 "Shop").
 */
export function useShopChoices(shop: Shop, tester: string | null = null): ShopChoices {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const [choices] = useState(() => new ShopChoices(shop, cart.choicesIn(shop.slug), tester));
  useEffect(() => {
    cart.registerShop(shop);
    void cart.restore();
    return reaction(
      () => [choices.selections, choices.scripts] as const,
      ([selections, scripts]) => void cart.changeLicences(shop.slug, selections, scripts),
    );
  }, [cart, shop, choices]);
  return choices;
}
