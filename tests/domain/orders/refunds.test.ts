import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOrderStatus, type OrderStatus } from '../../../src/domain/orders/orderLifecycle';
import { orderLineCharges, planRefund } from '../../../src/domain/orders/refunds';
import type { PaidCart } from '../../../src/domain/upgrades/upgradeCredit';

/** A paid cart: line prices, a discount below their sum, and an order tax. */
const aPaidOrder = fc
  .record({
    prices: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 6 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    taxPercent: fc.constantFrom(0, 7, 19, 20, 21, 25, 27),
  })
  .map(({ prices, discountShare, taxPercent }) => {
    const subtotal = prices.reduce((sum, cents) => sum + cents, 0);
    const discount = Math.floor(subtotal * discountShare);
    const cart: PaidCart = {
      lines: prices.map((priceCents) => ({ priceCents })),
      subtotalCents: subtotal,
      discounts: discount > 0 ? [{ amountCents: discount }] : [],
    };
    const net = subtotal - discount;
    const tax = Math.round((net * taxPercent) / 100);
    return { cart, net, tax, total: net + tax };
  });

/** Refund requests in turn: each a set of line indexes, some out of range or repeated. */
const someRequests = fc.array(fc.uniqueArray(fc.integer({ min: -1, max: 7 }), { maxLength: 4 }), {
  maxLength: 6,
});

describe('what each line of an order charged', () => {
  it('adds up to the order net amount and its tax, to the cent', () => {
    fc.assert(
      fc.property(aPaidOrder, ({ cart, net, tax }) => {
        const charges = orderLineCharges(cart, tax);
        expect(charges.reduce((sum, line) => sum + line.netCents, 0)).toBe(net);
        expect(charges.reduce((sum, line) => sum + line.taxCents, 0)).toBe(tax);
        for (const line of charges) expect(line.netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('leaves out a line upgrade credit: the earlier order took that money', () => {
    const cart: PaidCart = {
      lines: [{ priceCents: 10_000, upgrade: { paidBeforeCents: 4_000, creditCents: 4_000 } }],
      subtotalCents: 10_000,
      discounts: [{ amountCents: 4_000 }],
    };
    expect(orderLineCharges(cart, 1_140)).toEqual([{ line: 0, netCents: 6_000, taxCents: 1_140 }]);
  });
});

describe('a refund', () => {
  it('never gives back more than the order took, and nothing once refunded in full', () => {
    fc.assert(
      fc.property(aPaidOrder, someRequests, ({ cart, tax, total }, requests) => {
        const charges = orderLineCharges(cart, tax);
        const refunded: number[] = [];
        let status: OrderStatus = 'paid';
        let given = 0;
        for (const requested of requests) {
          const decision = planRefund(charges, refunded, requested);
          if (status === 'refunded') expect(decision.ok).toBe(false);
          if (!decision.ok) continue;
          given += decision.plan.totalCents;
          refunded.push(...decision.plan.lines.map((line) => line.line));
          status = nextOrderStatus(status, decision.plan.event) ?? status;
          expect(decision.plan.totalCents).toBe(decision.plan.netCents + decision.plan.taxCents);
        }
        expect(given).toBeLessThanOrEqual(total);
        expect(new Set(refunded).size).toBe(refunded.length);
        expect(status === 'refunded').toBe(refunded.length === charges.length);
        if (status === 'refunded') expect(given).toBe(total);
      }),
    );
  });

  it('refuses no line, an unknown line and a line refunded already, naming the field', () => {
    const charges = [
      { line: 0, netCents: 5_000, taxCents: 950 },
      { line: 1, netCents: 3_000, taxCents: 570 },
    ];
    expect(planRefund(charges, [], [])).toMatchObject({
      ok: false,
      errors: [{ field: 'lines', rule: 'required' }],
    });
    expect(planRefund(charges, [], [2])).toMatchObject({
      ok: false,
      errors: [{ field: 'lines', message: 'The order has no line 3.', rule: 'unknown_line' }],
    });
    expect(planRefund(charges, [0], [0])).toMatchObject({
      ok: false,
      errors: [{ message: 'Line 1 is refunded already.', rule: 'already_refunded' }],
    });
    expect(planRefund(charges, [0, 1], [1])).toMatchObject({
      ok: false,
      errors: [{ message: 'The order is refunded in full already.' }],
    });
  });

  it('is partial while lines remain, and completes the order with the last ones', () => {
    const charges = [
      { line: 0, netCents: 5_000, taxCents: 950 },
      { line: 1, netCents: 3_000, taxCents: 570 },
    ];
    const first = planRefund(charges, [], [1]);
    expect(first).toMatchObject({
      ok: true,
      plan: { netCents: 3_000, taxCents: 570, totalCents: 3_570, event: 'refund_partial' },
    });
    expect(planRefund(charges, [1], [0])).toMatchObject({
      ok: true,
      plan: { totalCents: 5_950, event: 'refund_completed' },
    });
    expect(planRefund(charges, [], [0, 1])).toMatchObject({
      ok: true,
      plan: { totalCents: 9_520, event: 'refund_completed' },
    });
  });
});
