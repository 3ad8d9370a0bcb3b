import type { OrderStatus } from '../../domain/orders/orderLifecycle';

/** What an order's pages say of a refund (docs/back-office.md "Refunds"); null for none. */
export function refundStatusText(status: OrderStatus | undefined): string | null {
  if (status === 'refunded') return 'Refunded';
  if (status === 'partially_refunded') return 'Partly refunded';
  return null;
}
