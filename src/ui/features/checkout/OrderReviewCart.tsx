import type { CartView } from '../../../application/cart/CartView';
import type { AddressPricing } from '../../../application/checkout/AddressPricing';
import { FamilyName } from '../../components/FamilyName';
import { licenceLines } from '../../components/cart/licenceLines';

/**
 * The cart as priced for this buyer and address (docs/spec.md §4 step 3): lines, the junior
 * discount and discount code, the tax line (US sales tax, VAT or reverse charge), and the
 * total to be paid. Before the address is known, the cart as the cart page priced it.
 * Read-only: a change of the cart belongs on the cart page, before checkout.
 */
export function OrderReviewCart(props: { address: AddressPricing } | { view: CartView }) {
  const address = 'address' in props ? props.address : null;
  const view = address ? address.view : (props as { view: CartView }).view;
  const usSalesTax = address?.isUsOrder ? address.usSalesTax : null;
  return (
    <div className="checkout-cart">
      <ul className="checkout-cart__lines">
        {view.lines.map((line) => (
          <li key={`${line.type}-${line.id}`} className="checkout-cart__line">
            <div>
              <FamilyName
                element="p"
                className="checkout-cart__name"
                fontClass={line.fontClass}
                name={line.name}
              />
              <ul className="checkout-cart__licences">
                {licenceLines(line).map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </div>
            <p className="checkout-cart__price">{line.value}</p>
          </li>
        ))}
      </ul>
      <dl className="checkout-cart__amounts">
        {view.discounts.map((discount) => (
          <div key={discount.name} className="checkout-cart__amount">
            <dt>{discount.name}</dt>
            <dd>{discount.value}</dd>
          </div>
        ))}
        {usSalesTax ? (
          <div className="checkout-cart__amount" data-testid="us-sales-tax">
            <dt>{usSalesTax.name}</dt>
            <dd>{usSalesTax.value}</dd>
          </div>
        ) : (
          view.tax && (
            <div className="checkout-cart__amount" data-testid="checkout-tax">
              <dt>{view.tax.name}</dt>
              <dd>{view.tax.value}</dd>
            </div>
          )
        )}
        <div className="checkout-cart__amount checkout-cart__total">
          <dt>{view.total.name}</dt>
          <dd data-testid="checkout-total">{view.total.value}</dd>
        </div>
      </dl>
      {address?.taxNote && (
        <p className="checkout-cart__tax-note" data-testid="tax-note">
          {address.taxNote}
        </p>
      )}
    </div>
  );
}
