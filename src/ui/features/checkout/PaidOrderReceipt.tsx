import type { OrderReceipt } from '../../../application/orders/OrderReceipt';
import { CreditNoteList } from '../../components/CreditNoteList';
import { PendingRefundNote } from '../../components/PendingRefundNote';
import { refundStatusText } from '../../components/refundStatusText';
import { ReceiptLineItem } from './ReceiptLineItem';

/**
 * The thank-you page's receipt (docs/spec.md §2): order number, date, lines, amounts,
 * downloads, and after a refund its status and credit notes, or the refund on its way.
 */
export function PaidOrderReceipt({ order }: { order: OrderReceipt }) {
  const refundStatus = refundStatusText(order.status);
  return (
    <>
      {/* A refunded order's licences are revoked (docs/back-office.md "Refunds"). */}
      {order.status !== 'refunded' && (
        <p className="checkout-success__intro">
          Your order is paid and your licences are ready. We have sent you a confirmation e-mail.
        </p>
      )}
      <h2 className="checkout-success__order">Order #{order.id}</h2>
      {order.date && <p className="checkout-success__date">{order.date}</p>}
      {refundStatus && <p className="checkout-success__status">{refundStatus}</p>}
      {order.pendingRefund && (
        <PendingRefundNote
          refund={order.pendingRefund}
          lines={order.lines}
          className="checkout-success__status"
        />
      )}
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
      <CreditNoteList creditNotes={order.creditNotes ?? []} />
    </>
  );
}
