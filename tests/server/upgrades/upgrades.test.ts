import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  styleItem,
} from '../checkout/checkoutClient';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

/** A buyer outside the EU and the US: no tax, so totals are prices and credits alone. */
const SWISS_BUYER = {
  name: 'Hans Muster',
  address1: 'Bahnhofstrasse 1',
  zip_code: '8001',
  city: 'Zürich',
  country: 'CH',
};
const DESKTOP = (tier: number) => ({ desktop: tier, web: null, app: null });

async function pay(token: string, items: unknown[]) {
  const response = await checkout(testApp, token, CARDS.succeeds, {
    cart: { items },
    personal_info: SWISS_BUYER,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: string }>().order_id;
}

function cartOf(token: string, items: unknown[]) {
  return testApp.api.put('/cart', { cart: { items } }, { headers: bearer(token) });
}

interface HistoryLine {
  name: string;
  value: string;
  paid: string;
  licence: unknown;
  upgrade_of: unknown;
  upgraded_by: string | null;
}

async function history(token: string) {
  const response = await testApp.api.post('/settings/orders', {}, { headers: bearer(token) });
  return response.json<{ order_details: { id: string }; cart: HistoryLine[] }[]>();
}

const italic = (tier: number) => styleItem('eb-garamond', 'italic', DESKTOP(tier));
const upgradeOf = (orderId: string, tier: number) => ({
  ...italic(tier),
  upgrade: { order_id: orderId, line: 0 },
});

describe('upgrades by paying the difference', () => {
  it('prices the difference on the server, with the credit its own line', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const fresh = (await cartOf(buyer.token, [italic(1)])).json();
    const old = (await history(buyer.token))[0].cart[0];
    expect(old).toMatchObject({ upgraded_by: null, upgrade_of: null, paid: old.value });

    const response = await cartOf(buyer.token, [upgradeOf(first, 1)]);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json();
    expect(cart.cart[0].price).toBe(fresh.total.amount);
    expect(cart.discounts).toEqual([
      {
        name: `Upgrade credit: EB Garamond Italic (Order #${first})`,
        value: `-${old.value}`,
        amount: Number(old.value.slice(1)),
      },
    ]);
    expect(cart.total.amount).toBe(fresh.total.amount - Number(old.value.slice(1)));
    // The stored cart keeps the upgrade for the next visit.
    expect(cart.items[0].upgrade).toEqual({ order_id: first, line: 0 });
  });

  it('puts the credit on the PDF quote as a line of its own', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const made = await testApp.api.post(
      '/cart/pdf',
      { cart: { items: [upgradeOf(first, 1)] } },
      { headers: bearer(buyer.token) },
    );
    expect(made.statusCode, made.body).toBe(200);
    const quote = await testApp.app.inject({ method: 'GET', url: made.json().url });
    const text = await pdfText(quote.rawPayload);
    expect(text).toContain(`Upgrade of order #${first}`);
    expect(text).toMatch(
      new RegExp(`Upgrade credit: EB Garamond Italic \\(Order #${first}\\) -\\$\\d+`),
    );
  });

  it('refuses a line of someone else, a licence that is not larger, and a guest', async () => {
    const owner = await newCustomer(testApp);
    const order = await pay(owner.token, [italic(1)]);
    const stranger = await newCustomer(testApp);

    const theirs = await cartOf(stranger.token, [upgradeOf(order, 2)]);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual([
      {
        field: 'cart.items.0.upgrade',
        message: 'This licence is not in your order history.',
        rule: 'upgrade_not_found',
      },
    ]);
    const guest = await testApp.api.put('/cart', { cart: { items: [upgradeOf(order, 2)] } });
    expect(guest.json().errors[0].rule).toBe('upgrade_not_found');
    for (const smaller of [upgradeOf(order, 1), upgradeOf(order, 0)]) {
      const response = await cartOf(owner.token, [smaller]);
      expect(response.json().errors[0].rule).toBe('not_larger');
    }
    const otherStyle = {
      ...styleItem('eb-garamond', 'bold', DESKTOP(2)),
      upgrade: { order_id: order, line: 0 },
    };
    expect((await cartOf(owner.token, [otherStyle])).json().errors[0].rule).toBe('not_larger');
    const badLine = { ...italic(2), upgrade: { order_id: order, line: 'x' } };
    expect((await cartOf(owner.token, [badLine])).json().errors[0]).toEqual({
      field: 'cart.items.0.upgrade',
      message: 'The upgraded order line is not valid.',
      rule: 'invalid',
    });
  });

  it('tells a student why an upgrade the junior limit lowers is refused, and takes one it does not', async () => {
    const buyer = await newCustomer(testApp);
    const order = await pay(buyer.token, [italic(0)]);
    const student = { is_student_order: true, is_graduate_order: false, third_party_order: false };
    const tierOnly = await testApp.api.put(
      '/cart',
      { cart: { items: [upgradeOf(order, 1)], buyer: student } },
      { headers: bearer(buyer.token) },
    );
    expect(tierOnly.statusCode).toBe(422);
    expect(tierOnly.json().errors).toEqual([
      {
        field: 'cart.items.0.upgrade',
        message:
          'Student and graduate licences cover only the lowest tier of each licence, so within that limit this upgrade would license no more than the licence you own. Add a licence category, an extra script or a package instead.',
        rule: 'junior_limit',
      },
    ]);
    // Adding web is larger even at the lowest tiers: the student upgrades, lowered to them.
    const withWeb = {
      ...styleItem('eb-garamond', 'italic', { desktop: 1, web: 1, app: null }),
      upgrade: { order_id: order, line: 0 },
    };
    const response = await testApp.api.put(
      '/cart',
      { cart: { items: [withWeb], buyer: student } },
      { headers: bearer(buyer.token) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0].options).toEqual({ desktop: 0, web: 0, app: null });
    // Without the junior discount the tier alone is an upgrade.
    expect((await cartOf(buyer.token, [upgradeOf(order, 1)])).statusCode).toBe(200);
  });

  it('makes an order that names the one it upgrades; the old line shows upgraded', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const second = await pay(buyer.token, [upgradeOf(first, 1)]);

    const [newest, oldest] = await history(buyer.token);
    expect(newest.order_details.id).toBe(second);
    expect(newest.cart[0].upgrade_of).toEqual({ order_id: first, line: 0 });
    expect(oldest.cart[0].upgraded_by).toBe(second);

    // Already upgraded: the same line cannot be upgraded again, in the cart or at checkout.
    const again = await cartOf(buyer.token, [upgradeOf(first, 2)]);
    expect(again.json().errors[0].rule).toBe('already_upgraded');

    // The invoice has the credit line; the certificates say where the licence now stands.
    const invoice = await pdfText(
      (await testApp.api.get(`/orders/${second}/invoice.pdf`, { headers: bearer(buyer.token) }))
        .rawPayload,
    );
    expect(invoice).toContain(`Upgrade of order #${first}`);
    expect(invoice).toContain(`Upgrade credit: EB Garamond Italic (Order #${first}) -$`);
    const certificate = async (orderId: string) => {
      const zip = await testApp.api.get(`/orders/${orderId}/fonts.zip`, {
        headers: bearer(buyer.token),
      });
      return pdfText(unzip(zip.rawPayload).get('Licence certificate.pdf') ?? Buffer.alloc(0));
    };
    expect(await certificate(first)).toContain(`Upgraded by order #${second}`);
    const upgraded = await certificate(second);
    expect(upgraded).toContain('Desktop: 6–20 computers');
    expect(upgraded).toContain(`Upgrade of order #${first}`);
  }, 60_000);

  it('builds a second upgrade on the first: twice costs what once would have', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const once = (await cartOf(buyer.token, [upgradeOf(first, 2)])).json();
    const second = await pay(buyer.token, [upgradeOf(first, 1)]);
    const charged = (
      await testApp.api.get(`/orders/${second}`, { headers: bearer(buyer.token) })
    ).json<{ total: { value: string } }>().total.value;
    // The upgraded line's credit base is all that was paid toward it: both orders.
    const [upgraded, bought] = await history(buyer.token);
    const paidFirst = Number(bought.cart[0].paid.slice(1));
    expect(upgraded.cart[0].paid).toBe(`$${paidFirst + Number(charged.slice(1))}`);
    const twice = (await cartOf(buyer.token, [upgradeOf(second, 2)])).json();
    expect(Number(charged.slice(1)) + twice.total.amount).toBe(once.total.amount);
  }, 60_000);

  it('lets only one of two checkouts upgrade a line', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const [a, b] = await Promise.all(
      [
        upgradeOf(first, 1),
        { ...familyItem('eb-garamond', DESKTOP(0)), upgrade: { order_id: first, line: 0 } },
      ].map((item) =>
        checkout(testApp, buyer.token, CARDS.succeeds, {
          cart: { items: [item] },
          personal_info: SWISS_BUYER,
        }),
      ),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const loser = [a, b].find((response) => response.statusCode === 422);
    expect(loser?.json().errors[0].rule).toBe('already_upgraded');
  }, 60_000);
});

describe('an upgrade that adds a script', () => {
  it('delivers the fonts with the script, and its certificate lists it', async () => {
    const buyer = await newCustomer(testApp);
    const first = await pay(buyer.token, [italic(0)]);
    const second = await pay(buyer.token, [{ ...upgradeOf(first, 0), scripts: ['cyrillic'] }]);
    const zipOf = async (orderId: string) =>
      unzip(
        (await testApp.api.get(`/orders/${orderId}/fonts.zip`, { headers: bearer(buyer.token) }))
          .rawPayload,
      );
    const cyrillicIn = (files: Map<string, Buffer>) => {
      const font = fontkit.create(
        files.get('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular_Italic.ttf') ??
          Buffer.alloc(0),
      ) as fontkit.Font;
      return font.characterSet.filter((codePoint) => codePoint >= 0x0400 && codePoint <= 0x04ff);
    };
    const before = await zipOf(first);
    const after = await zipOf(second);
    expect(cyrillicIn(before)).toEqual([]);
    expect(cyrillicIn(after).length).toBeGreaterThan(200);
    const certificate = pdfText(after.get('Licence certificate.pdf') ?? Buffer.alloc(0));
    expect(certificate).toContain('Scripts: Latin, Cyrillic');
  }, 90_000);
});
