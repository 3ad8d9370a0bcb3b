import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartStore } from '../../../application/cart/CartStore';
import { SharedCartLink } from './SharedCartLink';
import { sharedCartUrl } from './sharedCartUrl';

/** The cart's buttons, the same in the shop and on /cart (docs/spec.md §2). */
export function CartActions({ cart }: { cart: CartStore }) {
  const [sharedUrl, setSharedUrl] = useState<string | null>(null);

  const share = async () => {
    const id = await cart.share();
    if (id) setSharedUrl(sharedCartUrl(window.location.origin, id));
  };

  const downloadQuote = async () => {
    const url = await cart.pdfQuote();
    if (url) window.location.assign(url);
  };

  const empty = async () => {
    setSharedUrl(null);
    await cart.empty();
  };

  return (
    <div className="cart-actions">
      <Link className="button cart-actions__checkout" to="/checkout">
        Proceed to checkout
      </Link>
      <div className="cart-actions__secondary">
        <button type="button" className="link-button" onClick={() => void share()}>
          Share your cart as a link
        </button>
        <button type="button" className="link-button" onClick={() => void downloadQuote()}>
          Download cart as PDF quote
        </button>
        <button type="button" className="link-button" onClick={() => void empty()}>
          Empty your cart
        </button>
      </div>
      {sharedUrl && <SharedCartLink url={sharedUrl} />}
    </div>
  );
}
