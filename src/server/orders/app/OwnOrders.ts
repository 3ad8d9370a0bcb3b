import { failed, succeeded, type Result } from '../../application/Result';
import type { UpgradedLines } from './UpgradedLines';
import { wasPaid } from '../../../domain/orders/orderLifecycle';
import type { CreditNote } from './CreditNote';
import type { RefundLedger } from './RefundLedger';
import type { PlacedOrders } from './OrderRepository';
import type { PlacedOrder } from './PlacedOrder';
import type { PendingRefund, PendingRefunds } from './PendingRefunds';

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
  /** The credit notes of its refunds, oldest first. */
  creditNotes: CreditNote[];
  /** The refund the card processor is still making, if any: no credit note yet. */
  pendingRefund: PendingRefund | null;
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
    private readonly creditNotes: Pick<RefundLedger, 'ofOrders'> = {
      ofOrders: async () => new Map(),
    },
    private readonly pendingRefunds: PendingRefunds = {
      pendingOfOrders: async () => new Map(),
    },
  ) {}

  async find(customerId: string, orderId: string): Promise<Result<PlacedOrder, OrderNotFound>> {
    const order = await this.orders.findPlaced(orderId);
    return order?.userId === customerId ? succeeded(order) : failed(NOT_FOUND);
  }

  /**
   * The order's files exist once it is paid: before, it has nothing to download. A refunded
   * order keeps its invoice and credit notes; its fonts' route answers the revoked licence.
   */
  async findPaid(customerId: string, orderId: string): Promise<Result<PlacedOrder, OrderNotFound>> {
    const found = await this.find(customerId, orderId);
    return found.ok && !wasPaid(found.value.status) ? failed(NOT_FOUND) : found;
  }

  /** The credit notes of the customer's own order, oldest first. */
  async creditNotesOf(order: PlacedOrder): Promise<CreditNote[]> {
    return (await this.creditNotes.ofOrders([order.id])).get(order.id) ?? [];
  }

  /** The refund of the customer's own order the card processor is still making, if any. */
  async pendingRefundOf(order: PlacedOrder): Promise<PendingRefund | null> {
    return (await this.pendingRefunds.pendingOfOrders([order.id])).get(order.id) ?? null;
  }

  /**
   * The paid orders, newest first, each line with the later order that upgraded it, and the
   * refunds: their credit notes, and the one still being made.
   */
  async history(customerId: string): Promise<OrderHistoryEntry[]> {
    const paid = await this.orders.listPaid(customerId);
    const ids = paid.map((order) => order.id);
    const [upgraded, notes, pending] = await Promise.all([
      this.upgrades.upgradedBy(ids),
      this.creditNotes.ofOrders(ids),
      this.pendingRefunds.pendingOfOrders(ids),
    ]);
    return paid.map((order) => ({
      order,
      upgradedBy: upgraded.get(order.id) ?? new Map(),
      creditNotes: notes.get(order.id) ?? [],
      pendingRefund: pending.get(order.id) ?? null,
    }));
  }
}
