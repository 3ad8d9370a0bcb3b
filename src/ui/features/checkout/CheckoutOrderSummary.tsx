import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { CartStore } from '../../../application/cart/CartStore';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { TOKENS } from '../../../application/tokens';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useInjection } from '../../di/useInjection';
import { OrderReviewCart } from './OrderReviewCart';

/** Where the summary stands beside the steps instead of above them (checkout.css). */
export const SIDEBAR_QUERY = '(min-width: 960px)';

/** Whom the licences are for, once step 2 settled it: the buyer, or the third party. */
function licenseeOf(checkout: CheckoutStore): string | null {
  if (!checkout.address) return null;
  const values = checkout.orderForm.values;
  const party = values.third_party_order ? values.third_party_data : values;
  const name = [party?.name, party?.company].filter(Boolean).join(', ');
  return name || null;
}

/**
 * The order summary every checkout step shows (docs/shop.md): the lines, the
 * licensee once known, the discounts, the tax and the total, priced by the server (the
 * cart's answer until the address is given, then the address step's). A sidebar on a
 * desktop; on a phone a block above the steps that opens and closes, its total always in
 * view. One element for both, so nothing is said twice to a screen reader.
 */
export const CheckoutOrderSummary = observer(function CheckoutOrderSummary({
  checkout,
}: {
  checkout: CheckoutStore;
}) {
  const cart = useInjection<CartStore>(TOKENS.CartStore);
  const sidebar = useMediaQuery(SIDEBAR_QUERY, true);
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const address = checkout.address;
  const view = address?.view ?? cart.view;
  const licensee = licenseeOf(checkout);
  return (
    <details
      className="checkout-order-summary"
      aria-label="Order summary"
      open={sidebar || openOnPhone}
      onToggle={(event) => {
        if (!sidebar) setOpenOnPhone(event.currentTarget.open);
      }}
    >
      <summary className="checkout-order-summary__toggle">
        <span>Order summary</span>
        <strong>{view.total.value}</strong>
      </summary>
      <h2 className="checkout-order-summary__title">Order summary</h2>
      {licensee && (
        <p className="checkout-order-summary__licensee">
          Licensee: <strong>{licensee}</strong>
        </p>
      )}
      {address ? <OrderReviewCart address={address} /> : <OrderReviewCart view={view} />}
    </details>
  );
});
