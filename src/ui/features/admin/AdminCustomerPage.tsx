import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CustomerCaseModel } from '../../../application/admin/DeskModels';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { SignInsSection } from './SignInsSection';
import { useDesks } from './useDesks';

function CustomerCase({ id }: { id: string }) {
  const desks = useDesks();
  const [customer, setCustomer] = useState<CustomerCaseModel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    desks.customer(id).then(setCustomer, (failure: unknown) => setError(errorText(failure)));
  }, [desks, id]);

  const sendReset = () => {
    setBusy(true);
    desks
      .sendPasswordReset(id)
      .then(setSent, (failure: unknown) => setSent(errorText(failure)))
      .finally(() => setBusy(false));
  };

  if (error) return <p role="alert">{error}</p>;
  if (!customer) return <Loader />;
  return (
    <>
      <h1>{customer.email}</h1>
      <dl className="admin-facts">
        <dt>Name</dt>
        <dd>{customer.name || '—'}</dd>
        <dt>Company</dt>
        <dd>{customer.company ?? '—'}</dd>
        <dt>Club</dt>
        <dd>{customer.clubMember ? 'Member' : 'Not a member'}</dd>
        <dt>Account</dt>
        <dd>
          {customer.staff ? 'Staff' : 'Customer'} since {customer.createdAt.slice(0, 10)}
        </dd>
      </dl>
      <p>
        <button className="button" type="button" onClick={sendReset} disabled={busy}>
          Send password reset link
        </button>
      </p>
      {sent && <p role="status">{sent}</p>}
      <h2>Orders</h2>
      {customer.orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">The customer’s orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/admin/orders/${order.id}`}>{order.id}</Link>
                  </td>
                  <td>{order.createdAt.slice(0, 10)}</td>
                  <td>{order.status}</td>
                  <td>{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SignInsSection
        signIns={customer.signIns}
        keptDays={customer.signInsKeptDays}
        staff={customer.staff}
      />
    </>
  );
}

/**
 * /admin/customers/:id: the account, its club membership, orders and latest sign-ins, and a
 * reset link.
 */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  return (
    <AdminFrame>
      <p>
        <Link to="/admin/customers">← Customers</Link>
      </p>
      <CustomerCase id={id} />
    </AdminFrame>
  );
}
