import { useState } from 'react';

/** The shared cart's address with a copy button (docs/spec.md §7: origin + /cart?id={cart_id}). */
export function SharedCartLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard permission the link is still there to select by hand.
      setCopied(false);
    }
  };
  return (
    <div className="shared-cart-link">
      <label className="shared-cart-link__label" htmlFor="shared-cart-url">
        Link to your cart
      </label>
      <div className="shared-cart-link__row">
        <input
          id="shared-cart-url"
          className="field__input shared-cart-link__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}
