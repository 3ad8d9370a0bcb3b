import { useEffect, useState } from 'react';
import type { ShopStatus } from '../../../application/admin/BackOffice';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { AdminReports } from './AdminReports';
import { errorText } from './errorText';
import { RefundsToPayPanel } from './RefundsToPayPanel';
import { useBackOffice } from './useBackOffice';

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC' : 'never';
}

function Dashboard() {
  const gateway = useBackOffice();
  const [status, setStatus] = useState<ShopStatus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    gateway.shopStatus().then(setStatus, (error: unknown) => setMessage(errorText(error)));
  }, [gateway]);

  if (!status) return message ? <p role="alert">{message}</p> : <Loader />;

  const toggle = async () => {
    setBusy(true);
    try {
      const on = await gateway.setMaintenance(!status.maintenance);
      setStatus({ ...status, maintenance: on });
      setMessage(on ? 'Maintenance mode is on.' : 'Maintenance mode is off.');
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Dashboard</h1>
      <RefundsToPayPanel refunds={status.refundsToPay} />
      <div className="admin-cards">
        <section className="admin-panel" aria-labelledby="maintenance-title">
          <h2 id="maintenance-title">Maintenance mode</h2>
          <p className="admin-figure">{status.maintenance ? 'On' : 'Off'}</p>
          {status.maintenanceOverridden ? (
            <p>
              MAINTENANCE_MODE in the server’s environment decides; the switch cannot change it.
            </p>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => void toggle()}>
              {status.maintenance ? 'Turn maintenance off' : 'Turn maintenance on'}
            </button>
          )}
          {message && <p role="status">{message}</p>}
        </section>
        <section className="admin-panel" aria-labelledby="content-title">
          <h2 id="content-title">Content</h2>
          <dl className="admin-facts">
            <dt>Families</dt>
            <dd>{status.families}</dd>
            <dt>Posts</dt>
            <dd>{status.posts}</dd>
            <dt>Content version</dt>
            <dd>{status.contentVersion ?? 'none'}</dd>
            <dt>Last import</dt>
            <dd>{when(status.lastImport)}</dd>
          </dl>
        </section>
      </div>
      <AdminReports />
    </>
  );
}

/**
 * /admin: refunds staff must pay another way (when there are any), the shop's switches and
 * its content at a glance, then the reports.
 */
export function AdminDashboardPage() {
  return (
    <AdminFrame>
      <Dashboard />
    </AdminFrame>
  );
}
