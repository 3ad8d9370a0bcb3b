import { Link } from 'react-router-dom';
import type { RefundToPay } from '../../../application/admin/BackOffice';
import { adminMinute } from './adminMinute';

/**
 * The dashboard's list of refunds the card processor could not pay out and staff have not
 * paid another way yet, each linking to its order, where it is marked paid. Nothing is shown
 * when there are none.
 */
export function RefundsToPayPanel({ refunds }: { refunds: readonly RefundToPay[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="admin-alert" aria-labelledby="dashboard-refunds-to-pay-title">
      <h2 id="dashboard-refunds-to-pay-title">Refunds to pay another way</h2>
      <p>
        The card processor could not pay out these refunds: the money is back in the Stripe balance,
        and each customer still has the credit note. Pay them another way, then mark each paid on
        its order.
      </p>
      <ul className="admin-list">
        {refunds.map((refund) => (
          <li key={refund.creditNote}>
            <Link to={`/admin/orders/${refund.orderId}`}>Order {refund.orderId}</Link>:{' '}
            {refund.creditNote}, {refund.amount}, not paid out (known since{' '}
            <span className="admin-when">{adminMinute(refund.failedAt)} UTC</span>)
          </li>
        ))}
      </ul>
    </section>
  );
}
