import { observer } from 'mobx-react-lite';
import { cartItemKey } from '../../../application/cart/CartItem';
import type { CartStore } from '../../../application/cart/CartStore';
import { TOKENS } from '../../../application/tokens';
import { pricesIncludeVat } from '../../../domain/tax/consumerPrice';
import { Loader } from '../Loader';
import { useInjection } from '../../di/useInjection';
import { CartActions } from './CartActions';
import { CartLineRow } from './CartLineRow';
import { DiscountCodeForm } from './DiscountCodeForm';
import '../Button.css';
import './cart.css';

export const EMPTY_CART_TEXT = 'Your cart is currently empty';

/**
 * The cart as the shop and /cart show it: lines, discounts, total and the cart's buttons,
 * a loader while a change is being priced and the server's message when a call failed.
 */
export const CartSummary = observer(function CartSummary() {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const { view } = cart;
  const tax = view.shownTax ?? null;
  // A consumer's lines and discounts include their VAT: the tax line says what the total holds.
  const vatIncluded = pricesIncludeVat(tax);

  return (
    <section
      className="cart-summary"
      aria-labelledby="cart-summary-heading"
      aria-busy={cart.isUpdating}
    >
      <h2 id="cart-summary-heading" className="cart-summary__heading">
        Your cart
      </h2>
      {cart.error && (
        <div className="cart-summary__error" role="alert">
          <p>{cart.error}</p>
          {!cart.isEmpty && <p>Your choices are kept; the prices shown are our estimate.</p>}
        </div>
      )}
      {/* The region is always there, so a note that arrives (a package took the place of
          the styles it holds, the junior limit lowered a licence) is announced. */}
      <div role="status">{view.note && <p className="cart-summary__note">{view.note}</p>}</div>
      {cart.isEmpty ? (
        <p className="cart-summary__empty">{EMPTY_CART_TEXT}</p>
      ) : (
        <>
          <ul className="cart-summary__lines">
            {view.lines.map((line) => (
              <CartLineRow
                key={cartItemKey(line)}
                line={line}
                tax={tax}
                onRemove={() => void cart.remove(cartItemKey(line))}
              />
            ))}
          </ul>
          <dl className="cart-summary__amounts">
            {view.discounts.map((discount) => (
              <div key={discount.name} className="cart-summary__amount">
                <dt>{discount.name}</dt>
                <dd>{discount.grossValue ?? discount.value}</dd>
              </div>
            ))}
            {view.tax && !vatIncluded && (
              <div className="cart-summary__amount" data-testid="cart-tax">
                <dt>{view.tax.name}</dt>
                <dd>{view.tax.value}</dd>
              </div>
            )}
            <div className="cart-summary__amount cart-summary__total">
              <dt>{view.total.name}</dt>
              <dd data-testid="cart-total">{view.total.value}</dd>
            </div>
            {view.tax && vatIncluded && (
              <div className="cart-summary__amount cart-summary__included" data-testid="cart-tax">
                <dt>incl. {view.tax.name}</dt>
                <dd>{view.tax.value}</dd>
              </div>
            )}
          </dl>
          <DiscountCodeForm
            current={view.discountCode ?? null}
            busy={cart.isUpdating}
            onApply={(code) => void cart.applyDiscountCode(code)}
          />
          {cart.isUpdating && <Loader label="Updating your cart…" />}
          <CartActions cart={cart} />
        </>
      )}
    </section>
  );
});
