import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderPartyModel, StaffOrder } from '../../../application/admin/BackOffice';
import { CreditNoteList } from '../../components/CreditNoteList';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { FailedPayoutAlerts } from './FailedPayoutAlerts';
import { LicenseeForm } from './LicenseeForm';
import { RefundSection } from './RefundSection';
import { useBackOffice } from './useBackOffice';

function Party({ party }: { party: OrderPartyModel }) {
  const lines = [
    party.name,
    party.company,
    party.address1,
    party.address2,
    [party.zipCode, party.city].filter(Boolean).join(' '),
    party.state,
    party.country,
    party.vatNumber && `VAT ${party.vatNumber}`,
  ].filter(Boolean);
  return (
    <address className="admin-address">
      {lines.map((line, index) => (
        <span key={index} className="admin-line">
          {line}
        </span>
      ))}
    </address>
  );
}

function Lines({ order }: { order: StaffOrder }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Lines</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Licences</th>
            <th scope="col">Scripts</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {line.upgradeOf && (
                  <span className="admin-line admin-muted">
                    Upgrade of <Link to={`/admin/orders/${line.upgradeOf}`}>{line.upgradeOf}</Link>
                  </span>
                )}
                {line.upgradedBy && (
                  <span className="admin-line admin-muted">
                    Upgraded by{' '}
                    <Link to={`/admin/orders/${line.upgradedBy}`}>{line.upgradedBy}</Link>
                  </span>
                )}
              </td>
              <td>
                {line.licences.map((licence) => (
                  <span key={licence} className="admin-line">
                    {licence}
                  </span>
                ))}
              </td>
              <td>{line.scripts.join(', ') || '—'}</td>
              <td>{line.value}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.discounts.map((discount) => (
            <tr key={discount.name}>
              <th scope="row" colSpan={3}>
                {discount.name}
              </th>
              <td>{discount.value}</td>
            </tr>
          ))}
          {order.tax && (
            <tr>
              <th scope="row" colSpan={3}>
                {order.tax.name}
              </th>
              <td>{order.tax.value}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {order.total.name}
            </th>
            <td>{order.total.value}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function OrderView({ order, reload }: { order: StaffOrder; reload: () => void }) {
  const gateway = useBackOffice();
  const [message, setMessage] = useState<string | null>(null);
  const resend = async () => {
    try {
      setMessage(await gateway.resendReceipt(order.id));
      reload();
    } catch (error) {
      setMessage(errorText(error));
    }
  };
  const saveLicensee = async (licensee: OrderPartyModel) => {
    const done = await gateway.correctLicensee(order.id, licensee);
    reload();
    return done;
  };
  return (
    <>
      <h1>Order {order.id}</h1>
      <p className="admin-muted">
        {order.status} · {order.date} · {order.customerEmail}
        {order.thirdPartyOrder ? ' · bought for a third party' : ''}
      </p>
      <div className="admin-actions">
        {order.status === 'paid' && (
          <button type="button" className="button" onClick={() => void resend()}>
            Resend the receipt
          </button>
        )}
        {message && <p role="status">{message}</p>}
      </div>
      <FailedPayoutAlerts order={order} reload={reload} />
      <section aria-labelledby="lines-title">
        <h2 id="lines-title">Lines, licences and scripts</h2>
        <Lines order={order} />
      </section>
      <RefundSection order={order} reload={reload} />
      {order.creditNotes.length > 0 && (
        <section aria-labelledby="credit-notes-title">
          <h2 id="credit-notes-title">Credit notes</h2>
          <CreditNoteList creditNotes={order.creditNotes} className="admin-list" />
        </section>
      )}
      <div className="admin-cards">
        <section className="admin-panel" aria-labelledby="licensee-title">
          <h2 id="licensee-title">Licensee</h2>
          <Party party={order.licensee} />
          {order.documentsReissuedAt && (
            <p className="admin-muted">
              Documents re-issued with this licensee on{' '}
              {order.documentsReissuedAt.slice(0, 16).replace('T', ' ')} UTC: the next download
              builds the certificate, the fonts and the invoice again.
            </p>
          )}
          <details>
            <summary>Correct the licensee</summary>
            <LicenseeForm licensee={order.licensee} onSave={saveLicensee} />
          </details>
        </section>
        <section className="admin-panel" aria-labelledby="billing-title">
          <h2 id="billing-title">Billed to</h2>
          <Party party={order.billing} />
        </section>
      </div>
      <section aria-labelledby="payments-title">
        <h2 id="payments-title">Payment attempts</h2>
        {order.paymentAttempts.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="admin-list">
            {order.paymentAttempts.map((attempt) => (
              <li key={attempt.attempt}>
                #{attempt.attempt}: {attempt.amount} on{' '}
                {attempt.createdAt.slice(0, 16).replace('T', ' ')}
                {attempt.paymentIntentId ? ` (${attempt.paymentIntentId})` : ' (no answer yet)'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="emails-title">
        <h2 id="emails-title">E-mails</h2>
        {order.emails.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="admin-list">
            {order.emails.map((mail, index) => (
              <li key={index}>
                {mail.createdAt.slice(0, 16).replace('T', ' ')}: “{mail.subject}” to{' '}
                {mail.recipient} ({mail.status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OrderDetail({ id }: { id: string }) {
  const gateway = useBackOffice();
  const [order, setOrder] = useState<StaffOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    gateway.order(id).then(setOrder, (failure: unknown) => setError(errorText(failure)));
  }, [gateway, id]);
  useEffect(load, [load]);
  if (error) return <p role="alert">{error}</p>;
  if (!order) return <Loader />;
  return <OrderView order={order} reload={load} />;
}

/** /admin/orders/:id: one order, everything about it, and what staff can do with it. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  return (
    <AdminFrame>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <OrderDetail key={id} id={id} />
    </AdminFrame>
  );
}
