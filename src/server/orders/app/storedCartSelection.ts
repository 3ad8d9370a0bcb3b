import type { CartSelection } from '../../../contract/cartAnswer';
import { cartSelectionAnswerOf } from '../../../contract/cartSelectionAnswer';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { JuniorBuyer } from '../../../domain/pricing/juniorDiscount';

/*
 * The JSON layout the carts' and shared carts' rows keep their selection in (`items_json`,
 * `buyer_json`), and orders and quotes the selection they priced (`items` and `buyer` of
 * `priced_cart_json`, storedPricedCart.ts): snake_case, as rows were written before the server's cart had camelCase
 * names of its own. The rows stay in that layout, mapped here in both directions, so rows
 * written before read unchanged and a server of the release before reads the rows of this one.
 * The keys are written in the order they always were: checkout's derived key hashes them
 * (src/server/checkout/app/checkoutKey.ts).
 */
/** A cart item as rows keep it: the wire's layout (src/contract/cartSelectionAnswer.ts). */
export type StoredCartItem = CartSelection;

export interface StoredCartBuyer {
  is_student_order: boolean;
  is_graduate_order: boolean;
  third_party_order: boolean;
  graduation_date: string | null;
}

export const storedCartItemOf: (item: CartItemSelection) => StoredCartItem = cartSelectionAnswerOf;

export function cartItemOfStored(stored: StoredCartItem): CartItemSelection {
  return {
    kind: stored.kind,
    optionId: stored.option_id,
    typefacePage: stored.typeface_page,
    options: stored.options,
    scripts: stored.scripts,
    ...(stored.tester !== undefined ? { tester: stored.tester } : {}),
    ...(stored.upgrade
      ? { upgrade: { orderId: stored.upgrade.order_id, line: stored.upgrade.line } }
      : {}),
    ...(stored.families ? { families: stored.families } : {}),
  };
}

export function storedCartBuyerOf(buyer: JuniorBuyer): StoredCartBuyer {
  return {
    is_student_order: buyer.isStudentOrder,
    is_graduate_order: buyer.isGraduateOrder,
    third_party_order: buyer.thirdPartyOrder,
    graduation_date: buyer.graduationDate ?? null,
  };
}

export function cartBuyerOfStored(stored: StoredCartBuyer): JuniorBuyer {
  return {
    isStudentOrder: stored.is_student_order,
    isGraduateOrder: stored.is_graduate_order,
    thirdPartyOrder: stored.third_party_order,
    graduationDate: stored.graduation_date,
  };
}
