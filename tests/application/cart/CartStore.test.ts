import 'reflect-metadata/lite';
import { describe, expect, it } from 'vitest';
import { cartItemKey, type CartItem } from '../../../src/application/cart/CartItem';
import { CartStore } from '../../../src/application/cart/CartStore';
import { AppEvents } from '../../../src/application/events/AppEvents';
import { RecordingLogger } from '../fakes/RecordingLogger';
import { FakeCartGateway } from './FakeCartGateway';
import { InMemoryCartStorage } from './InMemoryCartStorage';
import { BOLD, cartItemOf, FAMILY, REGULAR, ROMAN, SHOP } from './shopFixture';

function setUp(stored: CartItem[] = []) {
  const gateway = new FakeCartGateway([SHOP]);
  const storage = new InMemoryCartStorage(stored);
  const events = new AppEvents();
  const totals: string[] = [];
  events.cartTotal.subscribe((total) => totals.push(total));
  const logger = new RecordingLogger();
  const cart = new CartStore(gateway, storage, events, logger);
  cart.registerShop(SHOP);
  return { cart, gateway, storage, totals, logger };
}

const REGULAR_KEY = cartItemKey({ type: 'styles', id: REGULAR.id });

describe('CartStore', () => {
  it('moves an option from not added through processing to processed', async () => {
    const { cart, gateway } = setUp();
    gateway.hold = true;
    expect(cart.stateOf(REGULAR_KEY)).toBe('not_added');
    const adding = cart.add(cartItemOf(REGULAR));
    expect(cart.stateOf(REGULAR_KEY)).toBe('processing');
    expect(cart.isUpdating).toBe(true);
    // The browser's own price shows before the server answers: one desktop style at tier 0.
    expect(cart.view.total.value).toBe('$40');
    gateway.release();
    await adding;
    expect(cart.stateOf(REGULAR_KEY)).toBe('processed');
    expect(cart.isUpdating).toBe(false);
  });

  it('shows an upgrade as waiting for the server, never at the full price of the new licence', async () => {
    const { cart, gateway } = setUp();
    gateway.hold = true;
    const upgrade = cartItemOf(REGULAR, {
      options: { desktop: 1, web: null, app: null },
      upgrade: { order_id: '20261123-7KQ2M9', line: 0 },
    });
    const adding = cart.add(upgrade);
    // Desktop tier 2 costs $80 new; what was paid is the server's to credit.
    expect(cart.view.lines.map((line) => line.value)).toEqual(['…']);
    expect(cart.view.total.value).toBe('…');
    gateway.release();
    await adding;
    expect(cart.view.total.value).toBe('$80');
    // While the next answer is on its way the upgrade keeps its last answered line.
    gateway.hold = true;
    const more = cart.add(cartItemOf(BOLD));
    expect(cart.view.lines.map((line) => line.value)).toEqual(['$80', '$40']);
    expect(cart.view.total.value).toBe('…');
    gateway.release();
    await more;
  });

  it('shows a discount the server took off as waiting, with the total, until its next answer', async () => {
    const { cart, gateway } = setUp();
    gateway.discount = { name: "Members' discount (30%)", value: '-$12' };
    await cart.add(cartItemOf(REGULAR));
    expect(cart.view.discounts.map((discount) => discount.value)).toEqual(['-$12']);
    gateway.hold = true;
    const more = cart.add(cartItemOf(BOLD));
    // The lines are the browser's own prices; the discount is 30 % of what only the server
    // knows to be a new family's, so it and the total wait.
    expect(cart.view.lines.map((line) => line.value)).toEqual(['$40', '$40']);
    expect(cart.view.discounts).toEqual([{ name: "Members' discount (30%)", value: '…' }]);
    expect(cart.view.total.value).toBe('…');
    gateway.release();
    await more;
    expect(cart.view.discounts.map((discount) => discount.value)).toEqual(['-$12']);
  });

  it("opens on the prices its storage kept, and keeps each answer's for the next page", async () => {
    const consumer = {
      kind: 'vat' as const,
      ratePercent: 20,
      reverseCharge: false,
      vatNumber: null,
    };
    const { cart, gateway, storage } = setUp();
    storage.shownTax = consumer;
    const reopened = new CartStore(gateway, storage, new AppEvents(), new RecordingLogger());
    // The first render shows a consumer's prices as the server rendered them.
    expect(reopened.view.shownTax).toEqual(consumer);
    await cart.add(cartItemOf(REGULAR));
    // The answer is for a buyer the shop does not know: net prices, kept as such.
    expect(storage.shownTax).toBeNull();
  });

  it('does not add a processing or processed option twice', async () => {
    const { cart, gateway } = setUp();
    await Promise.all([cart.add(cartItemOf(REGULAR)), cart.add(cartItemOf(REGULAR))]);
    await cart.add(cartItemOf(REGULAR));
    expect(cart.items).toHaveLength(1);
    expect(gateway.updates).toHaveLength(1);
  });

  it('resets an option when its item is removed or the cart is emptied', async () => {
    const { cart, gateway, storage, totals } = setUp();
    await cart.add(cartItemOf(REGULAR));
    await cart.add(cartItemOf(FAMILY));
    await cart.remove(REGULAR_KEY);
    expect(cart.stateOf(REGULAR_KEY)).toBe('not_added');
    expect(cart.items.map((item) => item.id)).toEqual([FAMILY.id]);

    await cart.empty();
    expect(cart.stateOf(cartItemKey({ type: 'families', id: FAMILY.id }))).toBe('not_added');
    expect(cart.isEmpty).toBe(true);
    expect(storage.items).toEqual([]);
    expect(gateway.destroyed).toBe(1);
    expect(totals.at(-1)).toBe('$0');
  });

  it('keeps the cart in storage and emits the server total on every change', async () => {
    const { cart, storage, totals } = setUp();
    // A web licence for the style, which the family's desktop licence does not grant.
    await cart.add(cartItemOf(REGULAR, { options: { web: 0 } }));
    expect(storage.items.map((item) => item.id)).toEqual([REGULAR.id]);
    // Family of 4 styles: 40 × 0.8 × 4 = 128, plus the style's 30.
    await cart.add(cartItemOf(FAMILY));
    expect(totals).toEqual(['$30', '$158']);
    expect(cart.view.lines.map((line) => line.value)).toEqual(['$30', '$128']);
  });

  it('lets a package added after its styles take their place, says so, and frees their Add', async () => {
    const { cart, storage, totals } = setUp();
    await cart.add(cartItemOf(REGULAR));
    await cart.add(cartItemOf(ROMAN));
    await cart.add(cartItemOf(FAMILY));
    expect(cart.items.map((item) => item.id)).toEqual([FAMILY.id]);
    expect(storage.items.map((item) => item.id)).toEqual([FAMILY.id]);
    expect(cart.view.lines.map((line) => line.name)).toEqual(['Serif']);
    expect(cart.view.note).toBe(
      'Already included in Serif, so removed from your cart: Serif Roman.',
    );
    expect(totals.at(-1)).toBe('$128');
    expect(cart.stateOf(REGULAR_KEY)).toBe('not_added');
    expect(cart.stateOf(cartItemKey({ type: 'subfamilies', id: ROMAN.id }))).toBe('not_added');
    expect(cart.stateOf(cartItemKey({ type: 'families', id: FAMILY.id }))).toBe('processed');
  });

  it('adds nothing for a line that licenses nothing', async () => {
    const { cart, gateway } = setUp();
    await cart.add(cartItemOf(REGULAR, { options: { desktop: null, web: null, app: null } }));
    expect(cart.items).toEqual([]);
    expect(gateway.updates).toEqual([]);
    expect(cart.stateOf(REGULAR_KEY)).toBe('not_added');
  });

  it("keeps the lines' licences while the shop's licences are all set to None", async () => {
    const { cart, gateway } = setUp();
    await cart.add(cartItemOf(FAMILY));
    await cart.changeLicences(SHOP.slug, { desktop: null, web: null, app: null }, ['greek']);
    expect(gateway.updates).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ options: { desktop: 0 }, scripts: [] });
    await cart.changeLicences(SHOP.slug, { web: 1 }, []);
    expect(cart.items[0]?.options).toEqual({ web: 1 });
  });

  it('restores the cookie cart once, marks its options added and emits its total', async () => {
    const { cart, gateway, totals } = setUp([cartItemOf(REGULAR, { options: { desktop: 1 } })]);
    await cart.restore();
    await cart.restore();
    expect(gateway.updates).toHaveLength(1);
    expect(cart.stateOf(REGULAR_KEY)).toBe('processed');
    expect(totals).toEqual(['$80']);
  });

  it("re-prices only the shop's own lines when its licences change", async () => {
    const { cart, gateway } = setUp();
    await cart.add(cartItemOf(REGULAR));
    await cart.changeLicences(SHOP.slug, { desktop: 2, web: 0 }, ['cyrillic']);
    expect(gateway.updates.at(-1)?.[0]?.options).toEqual({ desktop: 2, web: 0 });
    // su = 120 + 30/2 = 135; Cyrillic adds 0.2 × 135 = 27.
    expect(cart.view.total.value).toBe('$162');
    await cart.changeLicences('another-family', { desktop: 0 }, []);
    expect(gateway.updates).toHaveLength(2);
  });

  it("leaves an upgrade at the licence chosen for it when the shop's licences change", async () => {
    const { cart, gateway } = setUp();
    const upgrade = { order_id: '20261123-AAAAAA', line: 0 };
    await cart.add({ ...cartItemOf(REGULAR), options: { desktop: 1 }, upgrade });
    await cart.add(cartItemOf(BOLD));
    await cart.changeLicences(SHOP.slug, { desktop: 2 }, []);
    expect(gateway.updates.at(-1)?.map((item) => item.options)).toEqual([
      { desktop: 1 },
      { desktop: 2 },
    ]);
    expect(cart.items[0]?.upgrade).toEqual(upgrade);
    expect(cart.choicesIn(SHOP.slug)?.options).toEqual({ desktop: 2 });
  });

  it('keeps the choices and shows the message when an update fails', async () => {
    const { cart, gateway, storage, totals, logger } = setUp();
    await cart.add(cartItemOf(REGULAR));
    gateway.failWith = 'Please check your connection';
    await cart.changeLicences(SHOP.slug, { desktop: 1 }, []);
    expect(cart.error).toBe('Please check your connection');
    expect(cart.answer.lines).toEqual([]);
    expect(cart.items).toHaveLength(1);
    expect(storage.items[0]?.options).toEqual({ desktop: 1 });
    expect(cart.view.total.value).toBe('$80');
    expect(totals.at(-1)).toBe('$80');
    expect(logger.errors).toHaveLength(1);

    gateway.failWith = null;
    await cart.changeLicences(SHOP.slug, { desktop: 0 }, []);
    expect(cart.error).toBeNull();
  });

  it('returns an option to Add when adding it failed', async () => {
    const { cart, gateway, storage } = setUp();
    gateway.failWith = 'Something went wrong! Please try again later.';
    await cart.add(cartItemOf(REGULAR));
    expect(cart.stateOf(REGULAR_KEY)).toBe('not_added');
    expect(cart.items).toEqual([]);
    expect(storage.items).toEqual([]);
    expect(cart.error).toBe('Something went wrong! Please try again later.');
  });

  it('lets only the latest answer land', async () => {
    const { cart, gateway } = setUp();
    await cart.add(cartItemOf(REGULAR));
    gateway.hold = true;
    const first = cart.changeLicences(SHOP.slug, { desktop: 2 }, []);
    const second = cart.changeLicences(SHOP.slug, { desktop: 1 }, []);
    gateway.release();
    await Promise.all([first, second]);
    expect(cart.view.total.value).toBe('$80');
  });

  it('makes a shared cart this browser’s cart', async () => {
    const owner = setUp();
    await owner.cart.add(cartItemOf(FAMILY, { scripts: ['greek'] }));
    const id = await owner.cart.share();
    expect(id).toBe('shared-1');

    const visitor = setUp();
    visitor.gateway.shares.set('shared-1', owner.gateway.shares.get('shared-1') ?? []);
    await visitor.cart.loadShared('shared-1');
    expect(visitor.storage.items.map((item) => item.id)).toEqual([FAMILY.id]);
    expect(visitor.cart.stateOf(cartItemKey({ type: 'families', id: FAMILY.id }))).toBe(
      'processed',
    );
    expect(visitor.cart.view.lines[0]?.scripts).toEqual(['Greek']);
    expect(visitor.totals.at(-1)).toBe(owner.cart.view.total.value);
  });

  it('answers the PDF quote address, or null with the message', async () => {
    const { cart, gateway } = setUp();
    expect(await cart.pdfQuote()).toBe('/api/v1/cart/quotes/q1.pdf');
    gateway.failWith = 'Please check your connection';
    expect(await cart.pdfQuote()).toBeNull();
    expect(cart.error).toBe('Please check your connection');
  });
});

describe('CartStore: discount code', () => {
  it('sends the code with every cart call, keeps it over a reload, and forgets it when emptied', async () => {
    const { cart, gateway, storage } = setUp([cartItemOf(REGULAR)]);
    await cart.restore();
    await cart.applyDiscountCode(' spring ');
    expect(gateway.discountCodes.at(-1)).toBe('spring');
    expect(storage.discountCode).toBe('spring');

    const reloaded = new CartStore(gateway, storage, new AppEvents(), new RecordingLogger());
    await reloaded.restore();
    expect(reloaded.discountCode).toBe('spring');
    expect(gateway.discountCodes.at(-1)).toBe('spring');

    await reloaded.applyDiscountCode('');
    expect(reloaded.discountCode).toBeNull();
    await cart.applyDiscountCode('SPRING');
    await cart.empty();
    expect(cart.discountCode).toBeNull();
    expect(storage.discountCode).toBeNull();
  });
});
