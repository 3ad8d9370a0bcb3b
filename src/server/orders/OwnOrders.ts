import { failed, succeeded, type Result } from '../application/Result';
import type { UpgradedLines } from '../upgrades/UpgradeLookup';
import type { PlacedOrders } from './OrderRepository';
import type { PlacedOrder } from './PlacedOrder';

/** No order of this customer by that number (orderFailureAnswers.ts answers it 404). */
/** No such order of this customer; `field` names the request field when one named it. */
export interface OrderNotFound {
  name: 'OrderNotFound';
  field: 'order_id' | null;
}

/** A paid order on the orders page: the upgraded lines by index, and the order that did. */
export interface OrderHistoryEntry {
  order: PlacedOrder;
  upgradedBy: ReadonlyMap<number, string>;
}

const NOT_FOUND: OrderNotFound = { name: 'OrderNotFound', field: null };

/**
 * A customer's own orders: the success page, the downloads and the orders page. Someone
 * else's order reads as not found, so order numbers cannot be probed.
 */
export class OwnOrders {
  constructor(
    private readonly orders: PlacedOrders,
    private readonly upgrades: UpgradedLines,
  ) {}

  async find(customerId: string, orderId: string): Promise<Result<PlacedOrder, OrderNotFound>> {
    const order = await this.orders.findPlaced(orderId);
    return order?.userId === customerId ? succeeded(order) : failed(NOT_FOUND);
  }

  /** The order's files exist once it is paid: before, it has nothing to download. */
  async findPaid(customerId: string, orderId: string): Promise<Result<PlacedOrder, OrderNotFound>> {
    const found = await this.find(customerId, orderId);
    return found.ok && found.value.status !== 'paid' ? failed(NOT_FOUND) : found;
  }

  /** The paid orders, newest first, each line with the later order that upgraded it. */
  async history(customerId: string): Promise<OrderHistoryEntry[]> {
    const paid = await this.orders.listPaid(customerId);
    const upgraded = await this.upgrades.upgradedBy(paid.map((order) => order.id));
    return paid.map((order) => ({ order, upgradedBy: upgraded.get(order.id) ?? new Map() }));
  }
}
