import { CartStore } from '../../application/cart/CartStore';
import { TOKENS } from '../../application/tokens';
import { featureModule, type BindUnlessBound } from '../features/featureModule';
import { AxiosCartGateway } from './AxiosCartGateway';

/**
 * The cart's store and its calls (feature 'cart'): with the pages that sell or show the cart,
 * and on any page once the cookie holds a cart (SavedCartRestore), so a first visit does not
 * download the cart's pricing. The cookie itself (CartStorage) is always bound: it says
 * whether there is a cart to restore.
 */
export function bindCart(bind: BindUnlessBound): void {
  bind(TOKENS.CartGateway, AxiosCartGateway);
  bind(TOKENS.CartStore, CartStore);
}

export const cartModule = featureModule(bindCart);
