import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_ORDER_STATUS,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  orderEventOfCharge,
  orderStatusAfter,
  orderStatusesAllowing,
  type OrderEvent,
  type OrderStatus,
  wasPaid,
} from '../../../src/domain/orders/orderLifecycle';

const anEvent = fc.constantFrom(...ORDER_EVENTS);
const aStatus = fc.constantFrom(...ORDER_STATUSES);

/** Applies the events an order meets in turn; a refused event leaves the order as it was. */
function run(start: OrderStatus, events: readonly OrderEvent[]): OrderStatus[] {
  const path = [start];
  for (const event of events) path.push(nextOrderStatus(path.at(-1)!, event) ?? path.at(-1)!);
  return path;
}

describe('the order life cycle', () => {
  it('pays or fails a pending order, and reopens a failed one for a new card', () => {
    expect(nextOrderStatus('pending', 'payment_succeeded')).toBe('paid');
    expect(nextOrderStatus('pending', 'payment_declined')).toBe('failed');
    expect(nextOrderStatus('failed', 'payment_retried')).toBe('pending');
    expect(nextOrderStatus('pending', 'payment_started')).toBe('pending');
    expect(nextOrderStatus('paid', 'confirmation_queued')).toBe('paid');
  });

  it('abandons a pending or failed order, never a paid one, and reopens it for a new card', () => {
    expect(nextOrderStatus('pending', 'order_abandoned')).toBe('abandoned');
    expect(nextOrderStatus('failed', 'order_abandoned')).toBe('abandoned');
    expect(nextOrderStatus('paid', 'order_abandoned')).toBeNull();
    expect(nextOrderStatus('abandoned', 'payment_succeeded')).toBeNull();
    expect(nextOrderStatus('abandoned', 'payment_retried')).toBe('pending');
  });

  it('never changes a paid order, and never pays a failed one without a new attempt', () => {
    for (const event of ['payment_succeeded', 'payment_declined', 'payment_retried'] as const) {
      expect(nextOrderStatus('paid', event)).toBeNull();
    }
    expect(nextOrderStatus('failed', 'payment_succeeded')).toBeNull();
    expect(nextOrderStatus('failed', 'payment_started')).toBeNull();
    expect(nextOrderStatus('pending', 'payment_retried')).toBeNull();
    expect(nextOrderStatus('pending', 'confirmation_queued')).toBeNull();
  });

  it('names the states each conditional update starts from', () => {
    expect(orderStatusesAllowing('payment_succeeded')).toEqual(['pending']);
    expect(orderStatusesAllowing('payment_declined')).toEqual(['pending']);
    expect(orderStatusesAllowing('payment_retried')).toEqual(['failed', 'abandoned']);
    expect(orderStatusesAllowing('order_abandoned')).toEqual(['pending', 'failed']);
    expect(orderStatusesAllowing('payment_started')).toEqual(['pending']);
    expect(orderStatusesAllowing('confirmation_queued')).toEqual(['paid']);
  });

  it('turns a charge that is known into its event, and leaves an open one pending', () => {
    expect(orderEventOfCharge('succeeded')).toBe('payment_succeeded');
    expect(orderEventOfCharge('failed')).toBe('payment_declined');
    expect(orderEventOfCharge('requires_action')).toBeNull();
    expect(orderEventOfCharge('processing')).toBeNull();
  });

  it('agrees with itself: an event applies exactly from the states it names', () => {
    fc.assert(
      fc.property(aStatus, anEvent, (status, event) => {
        const next = nextOrderStatus(status, event);
        expect(next !== null).toBe(orderStatusesAllowing(event).includes(status));
        if (next !== null) expect(next).toBe(orderStatusAfter(event));
      }),
    );
  });

  it('once paid, stays paid or refunded whatever comes after', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        const path = run(NEW_ORDER_STATUS, events);
        const firstPaid = path.indexOf('paid');
        if (firstPaid >= 0) expect(path.slice(firstPaid).every(wasPaid)).toBe(true);
        const refunded = path.indexOf('refunded');
        if (refunded >= 0) expect(path.slice(refunded).every((s) => s === 'refunded')).toBe(true);
      }),
    );
  });

  it('refunds only a paid order: partly any number of times, then in full once', () => {
    expect(nextOrderStatus('paid', 'refund_completed')).toBe('refunded');
    expect(nextOrderStatus('paid', 'refund_partial')).toBe('partially_refunded');
    expect(nextOrderStatus('partially_refunded', 'refund_partial')).toBe('partially_refunded');
    expect(nextOrderStatus('partially_refunded', 'refund_completed')).toBe('refunded');
    for (const status of ['pending', 'failed', 'abandoned', 'refunded'] as const) {
      expect(nextOrderStatus(status, 'refund_partial')).toBeNull();
      expect(nextOrderStatus(status, 'refund_completed')).toBeNull();
    }
    expect(nextOrderStatus('partially_refunded', 'payment_succeeded')).toBeNull();
  });

  it('pays an order only through a pending attempt, whatever the order of events', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        const path = run(NEW_ORDER_STATUS, events);
        path.forEach((status, index) => {
          if (index === 0 || !wasPaid(status) || wasPaid(path[index - 1]!)) return;
          expect(path[index - 1]).toBe('pending');
          expect(events[index - 1]).toBe('payment_succeeded');
        });
      }),
    );
  });

  it('reaches every state from a new order, and none is a dead end but refunded', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        const moves = ORDER_EVENTS.map((event) => nextOrderStatus(status, event)).filter(
          (next): next is OrderStatus => next !== null && next !== status,
        );
        expect(moves.length === 0).toBe(status === 'refunded');
      }),
    );
    expect(NEW_ORDER_STATUS).toBe('pending');
    const reached = new Set<OrderStatus>([NEW_ORDER_STATUS]);
    for (let round = 0; round < ORDER_STATUSES.length; round += 1) {
      for (const status of [...reached]) {
        for (const event of ORDER_EVENTS) {
          const next = nextOrderStatus(status, event);
          if (next) reached.add(next);
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
