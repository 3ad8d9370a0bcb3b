import { describe, expect, it } from 'vitest';
import {
  cartBuyerOfStored,
  cartItemOfStored,
  storedCartBuyerOf,
  storedCartItemOf,
  type StoredCartBuyer,
  type StoredCartItem,
} from '../../../src/server/orders/app/storedCartSelection';

// Rows as the carts' and shared carts' `items_json` and `buyer_json` have always held them.
const ITEMS_JSON =
  '[{"kind":"families","option_id":"f1","typeface_page":"serif","options":{"desktop":1,"web":null,"app":null},"scripts":["grek"],"tester":"size=90","upgrade":{"order_id":"20261123-AAAAAA","line":0}},' +
  '{"kind":"collections","option_id":"b1","typeface_page":"classics","options":{"desktop":0,"web":null,"app":null},"scripts":[],"families":["serif","sans"]}]';
const BUYER_JSON =
  '{"is_student_order":false,"is_graduate_order":true,"third_party_order":false,"graduation_date":"2026-06-30"}';

describe("the carts' rows", () => {
  it('read a row written before into the camelCase selection', () => {
    const items = (JSON.parse(ITEMS_JSON) as StoredCartItem[]).map(cartItemOfStored);
    expect(items).toEqual([
      {
        kind: 'families',
        optionId: 'f1',
        typefacePage: 'serif',
        options: { desktop: 1, web: null, app: null },
        scripts: ['grek'],
        tester: 'size=90',
        upgrade: { orderId: '20261123-AAAAAA', line: 0 },
      },
      {
        kind: 'collections',
        optionId: 'b1',
        typefacePage: 'classics',
        options: { desktop: 0, web: null, app: null },
        scripts: [],
        families: ['serif', 'sans'],
      },
    ]);
    expect(cartBuyerOfStored(JSON.parse(BUYER_JSON) as StoredCartBuyer)).toEqual({
      isStudentOrder: false,
      isGraduateOrder: true,
      thirdPartyOrder: false,
      graduationDate: '2026-06-30',
    });
  });

  it('write the selection back in the same layout, key for key', () => {
    const items = (JSON.parse(ITEMS_JSON) as StoredCartItem[]).map(cartItemOfStored);
    expect(JSON.stringify(items.map(storedCartItemOf))).toBe(ITEMS_JSON);
    const buyer = cartBuyerOfStored(JSON.parse(BUYER_JSON) as StoredCartBuyer);
    expect(JSON.stringify(storedCartBuyerOf(buyer))).toBe(BUYER_JSON);
  });

  it('store a buyer without a graduation date as null', () => {
    const buyer = { isStudentOrder: true, isGraduateOrder: false, thirdPartyOrder: false };
    expect(storedCartBuyerOf(buyer).graduation_date).toBeNull();
  });
});
