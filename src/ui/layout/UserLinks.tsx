import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import type { PageReloader } from '../../application/ports/PageReloader';
import type { CartTotalStore } from '../../application/stores/CartTotalStore';
import type { SessionStore } from '../../application/stores/SessionStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { SavedCartRestore } from '../components/cart/SavedCartRestore';
import { useHydrated } from '../components/useHydrated';

/** The header's account and cart links (docs/spec.md §2, "User links in the header"). */
export const UserLinks = observer(function UserLinks() {
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const cart = useInjection<CartTotalStore>(TOKENS.CartTotalStore);
  const reloader = useInjection<PageReloader>(TOKENS.PageReloader);
  // The server renders the header a guest sees; the visitor's own links (and the cart)
  // replace it once the page is the browser's.
  const hydrated = useHydrated();
  const loggedIn = hydrated && session.isLoggedIn;
  const clubMember = hydrated && session.isClubMember;
  const cartShown = hydrated && !cart.isEmpty;

  const logout = async () => {
    await session.logout();
    // A full reload drops every store's state of the old user.
    reloader.reload();
  };

  return (
    <nav aria-label="Account" className="site-header__user">
      {/* The cookie's cart is priced once per visit, so its total shows on every page. */}
      <SavedCartRestore />
      <ul>
        {loggedIn && (
          <li>
            <NavLink to="/user/profile">Settings</NavLink>
          </li>
        )}
        {clubMember && (
          <li>
            <NavLink to="/club">Club</NavLink>
          </li>
        )}
        {loggedIn && (
          <li>
            <NavLink to="/user/orders">Your orders</NavLink>
          </li>
        )}
        {loggedIn ? (
          <li>
            <button type="button" className="link-button" onClick={() => void logout()}>
              Logout
            </button>
          </li>
        ) : (
          <li>
            <NavLink to="/user/login">Login</NavLink>
          </li>
        )}
        {cartShown && (
          <li>
            <NavLink to="/cart" className="site-header__cart">
              Cart <span className="site-header__cart-total">{cart.total}</span>
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
});
