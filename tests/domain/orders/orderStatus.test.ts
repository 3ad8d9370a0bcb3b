import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, orderStatusesBefore } from '../../../src/domain/orders/orderStatus';

describe('order status transitions', () => {
  it('lets a pending order become paid or failed, and a failed one pending again', () => {
    expect(canChangeOrderStatus('pending', 'paid')).toBe(true);
    expect(canChangeOrderStatus('pending', 'failed')).toBe(true);
    expect(canChangeOrderStatus('failed', 'pending')).toBe(true);
  });

  it('never changes a paid order, and never pays a failed one without a new attempt', () => {
    expect(canChangeOrderStatus('paid', 'pending')).toBe(false);
    expect(canChangeOrderStatus('paid', 'failed')).toBe(false);
    expect(canChangeOrderStatus('failed', 'paid')).toBe(false);
    expect(canChangeOrderStatus('pending', 'pending')).toBe(false);
  });

  it('names the states each change starts from', () => {
    expect(orderStatusesBefore('paid')).toEqual(['pending']);
    expect(orderStatusesBefore('failed')).toEqual(['pending']);
    expect(orderStatusesBefore('pending')).toEqual(['failed']);
  });
});
