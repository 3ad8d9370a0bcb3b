import { observer } from 'mobx-react-lite';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { Loader } from '../../components/Loader';
import { useInjection } from '../../di/useInjection';
import { usePageState, useStartOnMount } from '../../forms/usePageState';
import { OrderCard } from './OrderCard';
import './orders.css';

export const NO_ORDERS_MESSAGE = "You don't have any orders in our history";

/** /user/orders: the order history. A failed load reads as an empty history (spec §4). */
export default observer(function OrdersPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const history = usePageState(() => screens.orderHistory());
  useStartOnMount(history);
  const orders = history.data ?? [];
  return (
    <section className="page orders-page">
      <h1>Your orders</h1>
      {history.status === 'loading' ? (
        <Loader />
      ) : orders.length === 0 ? (
        <p>{NO_ORDERS_MESSAGE}</p>
      ) : (
        orders.map((order) => <OrderCard key={order.id} order={order} />)
      )}
    </section>
  );
});
