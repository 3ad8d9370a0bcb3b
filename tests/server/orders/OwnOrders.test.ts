import { describe, expect, it } from 'vitest';
import type { StoredPricedCart } from '../../../src/domain/cart/StoredPricedCart';
import type { PlacedOrders } from '../../../src/server/orders/app/OrderRepository';
import { OwnOrders } from '../../../src/server/orders/app/OwnOrders';
import type { PlacedOrder } from '../../../src/server/orders/app/PlacedOrder';
import type { PendingRefund, PendingRefunds } from '../../../src/server/orders/app/PendingRefunds';
import type { UpgradedLines } from '../../../src/server/orders/app/UpgradedLines';
import { UNTAXED_INVOICE } from '../support/untaxedInvoice';

function placed(id: string, userId: string, status: PlacedOrder['status']): PlacedOrder {
  return {
    id,
    userId,
    status,
    createdAt: '2026-11-23T10:00:00.000Z',
    paidAt: status === 'paid' ? '2026-11-23T10:01:00.000Z' : null,
    // OwnOrders never reads the priced cart: it only hands the order on.
    pricedCart: {} as StoredPricedCart,
    lineChargedCents: null,
    isUsOrder: false,
    invoiceTax: UNTAXED_INVOICE,
    licensee: { name: 'Ada', address1: '1 Way', zip_code: '1', city: 'London', country: 'GB' },
    thirdPartyOrder: false,
    jobReference: null,
    invoiceNumber: status === 'paid' ? 'INV-000001' : null,
    withdrawalConsentAt: null,
    refundedLines: [],
    refundCount: 0,
    documentsReissuedAt: null,
  };
}

const ORDERS = [
  placed('20261123-PA1D00', 'ada', 'paid'),
  placed('20261123-PEND00', 'ada', 'pending'),
  placed('20261123-0THER0', 'grace', 'paid'),
];

const orders: PlacedOrders = {
  findPlaced: async (id) => ORDERS.find((order) => order.id === id),
  listPaid: async (userId) =>
    ORDERS.filter((order) => order.userId === userId && order.status === 'paid'),
};

const upgrades: UpgradedLines = {
  upgradedBy: async () => new Map([['20261123-PA1D00', new Map([[0, '20261124-NEXT00']])]]),
};

const own = new OwnOrders(orders, upgrades);
const NOT_FOUND = { ok: false, failure: { name: 'OrderNotFound', field: null } };

describe('OwnOrders', () => {
  it("finds the customer's own order, and reads anyone else's as not found", async () => {
    expect(await own.find('ada', '20261123-PEND00')).toMatchObject({ ok: true });
    expect(await own.find('ada', '20261123-0THER0')).toEqual(NOT_FOUND);
    expect(await own.find('ada', '20261123-N0NE00')).toEqual(NOT_FOUND);
  });

  it('has files to download only once the order is paid', async () => {
    expect(await own.findPaid('ada', '20261123-PA1D00')).toMatchObject({ ok: true });
    expect(await own.findPaid('ada', '20261123-PEND00')).toEqual(NOT_FOUND);
  });

  it('lists the paid orders with the order that upgraded each line', async () => {
    const history = await own.history('ada');
    expect(history.map((entry) => entry.order.id)).toEqual(['20261123-PA1D00']);
    expect([...(history[0]?.upgradedBy ?? [])]).toEqual([[0, '20261124-NEXT00']]);
    expect(await own.history('nobody')).toEqual([]);
  });

  it("gives each order of the history its refund still being made, and the order's own page too", async () => {
    const pending: PendingRefund = {
      orderId: '20261123-PA1D00',
      lines: [0],
      amountCents: 8400,
      currency: 'USD',
      requestedAt: '2026-11-25T09:00:00.000Z',
    };
    const asked: string[][] = [];
    const pendingRefunds: PendingRefunds = {
      pendingOfOrders: async (ids) => {
        asked.push([...ids]);
        return new Map(ids.includes(pending.orderId) ? [[pending.orderId, pending]] : []);
      },
    };
    const withRefunds = new OwnOrders(orders, upgrades, undefined, pendingRefunds);
    const [entry] = await withRefunds.history('ada');
    expect(entry?.pendingRefund).toEqual(pending);
    // One read for the whole history: the customer's paid orders.
    expect(asked).toEqual([['20261123-PA1D00']]);
    const [paid, stillPending] = ORDERS;
    expect(paid && (await withRefunds.pendingRefundOf(paid))).toEqual(pending);
    expect(stillPending && (await withRefunds.pendingRefundOf(stillPending))).toBeNull();
    // Without the port wired, no order has one.
    expect(await new OwnOrders(orders, upgrades).history('ada')).toMatchObject([
      { pendingRefund: null },
    ]);
  });
});
