import { CartStore } from '../../application/cart/CartStore';
import { TOKENS } from '../../application/tokens';
import { featureModule, type BindUnlessBound } from '../features/featureModule';
import { AxiosCartGateway } from './AxiosCartGateway';
import { CookieCartStorage } from './CookieCartStorage';

/**
 * The cart's store and its calls (feature 'cart'): with the pages that sell or show the cart,
 * and on any page once the cookie holds a cart (SavedCartRestore), so a first visit does not
 * download the cart's pricing. Whether the cookie holds a cart (SavedCartCheck) is always
 * bound; reading and checking its items (CartStorage) comes with the cart.
 */
export function bindCart(bind: BindUnlessBound): void {
  bind(TOKENS.CartGateway, AxiosCartGateway);
  bind(TOKENS.CartStorage, CookieCartStorage);
  bind(TOKENS.CartStore, CartStore);
}

export const cartModule = featureModule(bindCart);
