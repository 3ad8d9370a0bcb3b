import type { CartBuyer, CartSelection as CartSelectionAnswer } from '../../../contract/cartAnswer';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { JuniorBuyer } from '../../../domain/pricing/juniorDiscount';

/*
 * The cart's selection as the cart answer writes it (src/contract/cartAnswer.ts: `items`,
 * `buyer`), for the browser to keep in its cookie; parseCartRequest.ts reads a request's.
 */

export function cartItemAnswer(item: CartItemSelection): CartSelectionAnswer {
  return {
    kind: item.kind,
    option_id: item.optionId,
    typeface_page: item.typefacePage,
    options: item.options,
    scripts: item.scripts,
    ...(item.tester !== undefined ? { tester: item.tester } : {}),
    ...(item.upgrade
      ? { upgrade: { order_id: item.upgrade.orderId, line: item.upgrade.line } }
      : {}),
    ...(item.families ? { families: item.families } : {}),
  };
}

export function cartBuyerAnswer(buyer: JuniorBuyer): CartBuyer {
  return {
    is_student_order: buyer.isStudentOrder,
    is_graduate_order: buyer.isGraduateOrder,
    third_party_order: buyer.thirdPartyOrder,
    graduation_date: buyer.graduationDate ?? null,
  };
}
