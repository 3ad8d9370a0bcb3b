import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import type { CartStore } from '../../../application/cart/CartStore';
import type { FeatureLoader } from '../../../application/ports/FeatureLoader';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import '../Button.css';
import './phoneCartBar.css';

/** The cart and checkout pages show the cart themselves. */
function showsCartItself(pathname: string): boolean {
  return pathname.startsWith('/cart') || pathname.startsWith('/checkout');
}

/** The live region beside the bar, on every screen, says what each add came to. */
function CartAnnouncement({ text }: { text: string }) {
  // A live region without role=status: the pages' own status messages keep that role.
  return (
    <p className="visually-hidden cart-announcement" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

const LoadedPhoneCartBar = observer(function LoadedPhoneCartBar() {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const { pathname } = useLocation();
  const count = cart.items.length;
  return (
    <>
      <CartAnnouncement text={cart.announcement} />
      {count > 0 && !showsCartItself(pathname) && (
        <aside className="phone-cart-bar" aria-label="Cart summary">
          <Link to="/cart" className="phone-cart-bar__total">
            {count} {count === 1 ? 'item' : 'items'} · <strong>{cart.view.total.value}</strong>
          </Link>
          <Link className="button phone-cart-bar__checkout" to="/checkout">
            Checkout
          </Link>
        </aside>
      )}
    </>
  );
});

/**
 * On a phone, a bar that stays at the bottom of the screen once the cart holds something:
 * its total and "Checkout" (docs/shop.md, "A shop that explains itself"). Until the cart's code is loaded (feature
 * 'cart') there is no cart to show, only the empty live region, which is there from the
 * first paint so that the first add is announced.
 */
export const PhoneCartBar = observer(function PhoneCartBar() {
  const features = useInjection<FeatureLoader>(TOKENS.FeatureLoader);
  return features.isLoaded('cart') ? <LoadedPhoneCartBar /> : <CartAnnouncement text="" />;
});
