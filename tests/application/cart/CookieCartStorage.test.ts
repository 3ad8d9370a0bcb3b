// @vitest-environment jsdom
import 'reflect-metadata/lite';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/application/cart/CartItem';
import { CART_COOKIE } from '../../../src/contract/cartCookies';
import { PRICES_COOKIE } from '../../../src/contract/pricesCookie';
import { CookieCartStorage } from '../../../src/infrastructure/cart/CookieCartStorage';
import { CookieSavedCartCheck } from '../../../src/infrastructure/cart/CookieSavedCartCheck';
import { CookieJar } from '../../../src/infrastructure/storage/CookieJar';
import { RecordingLogger } from '../fakes/RecordingLogger';

const ITEM: CartItem = {
  id: 'serif/regular',
  type: 'styles',
  typeface: 'serif',
  name: 'Serif Regular',
  font_class: 'font-serif',
  options: { desktop: 1, web: null, app: null },
  scripts: ['greek'],
};

afterEach(() => Cookies.remove(CART_COOKIE, { path: '/' }));

describe('CookieCartStorage', () => {
  it("keeps a consumer's VAT rate in the prices cookie, and nothing for net prices", () => {
    const storage = new CookieCartStorage(new CookieJar(new RecordingLogger()));
    const consumer = {
      kind: 'vat' as const,
      ratePercent: 19,
      reverseCharge: false,
      vatNumber: null,
    };
    storage.saveShownTax(consumer);
    expect(Cookies.get(PRICES_COOKIE)).toBe('incl-vat-19');
    expect(storage.readShownTax()).toEqual(consumer);
    storage.saveShownTax({ ...consumer, vatNumber: 'DE123456789' });
    expect(Cookies.get(PRICES_COOKIE)).toBeUndefined();
    expect(storage.readShownTax()).toBeNull();
    // A rate no member state charges is no rate at all.
    Cookies.set(PRICES_COOKIE, 'incl-vat-37', { path: '/' });
    expect(storage.readShownTax()).toBeNull();
    Cookies.remove(PRICES_COOKIE, { path: '/' });
  });

  it("keeps the cart in the 'cart' cookie and reads it back", () => {
    const storage = new CookieCartStorage(new CookieJar(new RecordingLogger()));
    storage.save([ITEM]);
    expect(Cookies.get(CART_COOKIE)).toContain('serif/regular');
    expect(storage.read()).toEqual([ITEM]);
    storage.clear();
    expect(Cookies.get(CART_COOKIE)).toBeUndefined();
  });

  it('drops what it cannot read and warns above 4096 bytes', () => {
    const logger = new RecordingLogger();
    const storage = new CookieCartStorage(new CookieJar(logger));
    Cookies.set(CART_COOKIE, 'not json', { path: '/' });
    expect(storage.read()).toEqual([]);
    Cookies.set(CART_COOKIE, JSON.stringify([{ id: 1 }, ITEM]), { path: '/' });
    expect(storage.read()).toEqual([ITEM]);
    storage.save(Array.from({ length: 40 }, (_, i) => ({ ...ITEM, id: `serif/style-${i}` })));
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('CookieSavedCartCheck', () => {
  it('says a cart is kept exactly while the storage holds items', () => {
    const jar = new CookieJar(new RecordingLogger());
    const storage = new CookieCartStorage(jar);
    const saved = new CookieSavedCartCheck(jar);
    expect(saved.holdsItems()).toBe(false);
    storage.save([ITEM]);
    expect(saved.holdsItems()).toBe(true);
    storage.save([]);
    expect(saved.holdsItems()).toBe(false);
    storage.save([ITEM]);
    storage.clear();
    expect(saved.holdsItems()).toBe(false);
  });
});
