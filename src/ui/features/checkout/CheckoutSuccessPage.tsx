import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderReceiptScreen } from '../../../application/orders/OrderReceiptScreen';
import type { SettingsStore } from '../../../application/stores/SettingsStore';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { PaidOrderReceipt } from './PaidOrderReceipt';
import { ORDER_QUERY_PARAMETER } from './successPath';
import '../../components/Button.css';
import './checkout.css';

/** Without the receipt (it failed to load) the order is still paid: say where to find it. */
function ReceiptUnavailable() {
  return (
    <p>
      Your order is paid. You will find it, with its downloads, under{' '}
      <Link to="/user/orders">Your orders</Link>.
    </p>
  );
}

/** /checkouts/success (login required): the order just paid, with its downloads. */
export default observer(function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get(ORDER_QUERY_PARAMETER) ?? '';
  const screen = useInjection<OrderReceiptScreen>(TOKENS.OrderReceiptScreen);
  const email = useInjection<SettingsStore>(TOKENS.SettingsStore).contactEmail;
  const receipt = useRemoteResource(() => screen.receipt(orderId), [screen, orderId]);
  useEffect(() => {
    void screen.emptyCart();
  }, [screen]);

  return (
    <section className="page checkout-success">
      <h1>Thank you</h1>
      <ResourceView resource={receipt} failure={() => <ReceiptUnavailable />}>
        {(order) => <PaidOrderReceipt order={order} />}
      </ResourceView>
      <p className="checkout-success__links">
        <Link to="/user/orders">Your orders</Link>
        {email && (
          <>
            {' · '}Questions? <a href={`mailto:${email}`}>{email}</a>
          </>
        )}
      </p>
    </section>
  );
});
