import type { AccountScreens } from '../../../application/account/AccountScreens';
import type { Order } from '../../../application/account/Order';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { OrderCard } from './OrderCard';
import './orders.css';

export const NO_ORDERS_MESSAGE = "You don't have any orders in our history";

function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p>{NO_ORDERS_MESSAGE}</p>;
  return orders.map((order) => <OrderCard key={order.id} order={order} />);
}

/** /user/orders: the order history. A failed load reads as an empty history (docs/spec.md §4). */
export default function OrdersPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const history = useRemoteResource(() => screens.orderHistory(), [screens]);
  return (
    <section className="page orders-page">
      <h1>Your orders</h1>
      <ResourceView resource={history} failure={() => <OrderList orders={[]} />}>
        {(orders) => <OrderList orders={orders} />}
      </ResourceView>
    </section>
  );
}
