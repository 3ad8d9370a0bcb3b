import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListPage, OrderFilter, OrderRow } from '../../../application/admin/BackOffice';
import { ORDER_STATUSES } from '../../../domain/orders/orderLifecycle';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { PageTurner } from './PageTurner';
import { useBackOffice } from './useBackOffice';

const STATUSES: readonly OrderFilter['status'][] = ['', ...ORDER_STATUSES];

/** The filter as the address holds it, so a search can be bookmarked and gone back to. */
function filterOf(params: URLSearchParams): OrderFilter {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    text: params.get('q') ?? '',
    status: STATUSES.find((known) => known === status) ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function paramsOf(filter: OrderFilter): Record<string, string> {
  const entries = Object.entries({
    q: filter.text.trim(),
    status: filter.status,
    from: filter.from,
    to: filter.to,
    page: filter.page > 1 ? String(filter.page) : '',
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

function SearchForm({
  filter,
  onSearch,
}: {
  filter: OrderFilter;
  onSearch: (f: OrderFilter) => void;
}) {
  const [draft, setDraft] = useState(filter);
  const id = useId();
  useEffect(() => setDraft(filter), [filter]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const field = (name: keyof OrderFilter) => `${id}-${name}`;
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <div className="field admin-search__text">
        <label className="field__label" htmlFor={field('text')}>
          Number, e-mail, name or company
        </label>
        <input
          id={field('text')}
          className="field__input"
          type="search"
          name="q"
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={field('status')}>
          Status
        </label>
        <select
          id={field('status')}
          className="field__input"
          value={draft.status}
          onChange={(event) =>
            setDraft({
              ...draft,
              status: STATUSES.find((status) => status === event.target.value) ?? '',
            })
          }
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status ? status.replace('_', ' ') : 'Any'}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={field('from')}>
          From
        </label>
        <input
          id={field('from')}
          className="field__input"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={field('to')}>
          To
        </label>
        <input
          id={field('to')}
          className="field__input"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function OrderTable({ list }: { list: ListPage<OrderRow> }) {
  if (list.rows.length === 0) return <p>No order matches.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col">Customer</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/admin/orders/${order.id}`}>{order.id}</Link>
              </td>
              <td>{order.createdAt.slice(0, 10)}</td>
              <td>{order.status}</td>
              <td>
                {order.name}
                {order.company ? `, ${order.company}` : ''}
                <br />
                <span className="admin-muted">{order.email}</span>
              </td>
              <td>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Orders() {
  const gateway = useBackOffice();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [list, setList] = useState<ListPage<OrderRow> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filter = filterOf(new URLSearchParams(query));

  useEffect(() => {
    let current = true;
    setError(null);
    gateway.orders(filterOf(new URLSearchParams(query))).then(
      (found) => current && setList(found),
      (failure: unknown) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [gateway, query]);

  const show = (next: OrderFilter) => setParams(paramsOf(next));
  return (
    <>
      <SearchForm filter={filter} onSearch={show} />
      {error && <p role="alert">{error}</p>}
      {!error && !list && <Loader />}
      {!error && list && (
        <>
          <OrderTable list={list} />
          <PageTurner
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={(page) => show({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}

/** /admin/orders: find orders by number, e-mail, name, company, dates and status. */
export function AdminOrdersPage() {
  return (
    <AdminFrame>
      <h1>Orders</h1>
      <Orders />
    </AdminFrame>
  );
}
