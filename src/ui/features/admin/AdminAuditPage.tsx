import { useEffect, useState } from 'react';
import type { AuditRow, ListPage } from '../../../application/admin/BackOffice';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { PageTurner } from './PageTurner';
import { useBackOffice } from './useBackOffice';

function AuditList() {
  const gateway = useBackOffice();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ListPage<AuditRow> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    gateway.audit(page).then(setList, (failure: unknown) => setError(errorText(failure)));
  }, [gateway, page]);

  if (error) return <p role="alert">{error}</p>;
  if (!list) return <Loader />;
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Staff actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Subject</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.at.replace('T', ' ').slice(0, 19)}</td>
                <td>{row.staffEmail}</td>
                <td>{row.action}</td>
                <td>{row.subject}</td>
                <td className="admin-json">{row.before ?? '—'}</td>
                <td className="admin-json">{row.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageTurner page={list.page} pageSize={list.pageSize} total={list.total} onPage={setPage} />
    </>
  );
}

/** /admin/audit: every staff action (who, what, when, before → after). */
export function AdminAuditPage() {
  return (
    <AdminFrame>
      <h1>Audit log</h1>
      <AuditList />
    </AdminFrame>
  );
}
