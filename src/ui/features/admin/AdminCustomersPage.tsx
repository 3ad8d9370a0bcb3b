import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListPage } from '../../../application/admin/BackOffice';
import type { CustomerRow } from '../../../application/admin/DeskModels';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { PageTurner } from './PageTurner';
import { useDesks } from './useDesks';

/** /admin/customers: by part of the e-mail, name or company; the search is in the address. */
export function AdminCustomersPage() {
  const desks = useDesks();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(text);
  const [list, setList] = useState<ListPage<CustomerRow> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    setList(null);
    desks.customers(text, page).then(setList, (failure: unknown) => setError(errorText(failure)));
  }, [desks, text, page]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <AdminFrame>
      <h1>Customers</h1>
      <form className="admin-search" role="search" onSubmit={search}>
        <div className="field admin-search__text">
          <label className="field__label" htmlFor={id}>
            E-mail, name or company
          </label>
          <input
            id={id}
            className="field__input"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button className="button" type="submit">
          Search
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {!error && !list && <Loader />}
      {list && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Name</th>
                  <th scope="col">Company</th>
                  <th scope="col">Club</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link to={`/admin/customers/${row.id}`}>{row.email}</Link>
                    </td>
                    <td>{row.name}</td>
                    <td>{row.company ?? ''}</td>
                    <td>{row.clubMember ? 'Member' : ''}</td>
                    <td>{row.createdAt.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.rows.length === 0 && <p>No customer matches.</p>}
          <PageTurner
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={(next) => setParams({ ...(text ? { q: text } : {}), page: String(next) })}
          />
        </>
      )}
    </AdminFrame>
  );
}
