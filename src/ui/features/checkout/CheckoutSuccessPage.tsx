import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderReceiptScreen } from '../../../application/orders/OrderReceiptScreen';
import type { SettingsStore } from '../../../application/stores/SettingsStore';
import { TOKENS } from '../../../application/tokens';
import { Loader } from '../../components/Loader';
import { useInjection } from '../../di/useInjection';
import { usePageState, useStartOnMount } from '../../forms/usePageState';
import { ReceiptLineItem } from './ReceiptLineItem';
import { ORDER_QUERY_PARAMETER } from './successPath';
import '../../components/Button.css';
import './checkout.css';

/** /checkouts/success (login required): the order just paid, with its downloads. */
export default observer(function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get(ORDER_QUERY_PARAMETER) ?? '';
  const screen = useInjection<OrderReceiptScreen>(TOKENS.OrderReceiptScreen);
  const email = useInjection<SettingsStore>(TOKENS.SettingsStore).contactEmail;
  const receipt = usePageState(() => screen.receipt(orderId));
  useStartOnMount(receipt);
  useEffect(() => {
    void screen.emptyCart();
  }, [screen]);

  const order = receipt.data;
  return (
    <section className="page checkout-success">
      <h1>Thank you</h1>
      {receipt.status === 'loading' ? (
        <Loader />
      ) : !order ? (
        <p>
          Your order is paid. You will find it, with its downloads, under{' '}
          <Link to="/user/orders">Your orders</Link>.
        </p>
      ) : (
        <>
          <p className="checkout-success__intro">
            Your order is paid and your licences are ready. We have sent you a confirmation e-mail.
          </p>
          <h2 className="checkout-success__order">Order #{order.id}</h2>
          {order.date && <p className="checkout-success__date">{order.date}</p>}
          <ul className="receipt-lines">
            {order.lines.map((line, index) => (
              <ReceiptLineItem key={`${line.name}-${index}`} line={line} />
            ))}
          </ul>
          <dl className="checkout-cart__amounts">
            {[...order.discounts, ...(order.usSalesTax ? [order.usSalesTax] : [])].map((amount) => (
              <div key={amount.name} className="checkout-cart__amount">
                <dt>{amount.name}</dt>
                <dd>{amount.value}</dd>
              </div>
            ))}
            {order.total && (
              <div className="checkout-cart__amount checkout-cart__total">
                <dt>{order.total.name || 'Total'}</dt>
                <dd>{order.total.value}</dd>
              </div>
            )}
          </dl>
          <p className="button-row">
            {order.zipUrl && (
              <a className="button" href={order.zipUrl} download>
                Download your fonts (zip)
              </a>
            )}
            {order.pdfUrl && (
              <a className="button button--secondary" href={order.pdfUrl} download>
                Download your invoice (pdf)
              </a>
            )}
          </p>
        </>
      )}
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
