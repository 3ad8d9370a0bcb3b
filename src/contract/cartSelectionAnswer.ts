import type { CartItemSelection } from '../domain/cart/CartSelection';
import type { CartSelection } from './cartAnswer';

/**
 * A cart item as the wire spells it (src/contract/cartAnswer.ts `cartSelection`), from the
 * domain's selection: what a cart answer's `items` and an owned licence hold. The keys are
 * written in the order they always were: carts' and orders' rows keep this layout, and
 * checkout's derived key hashes it (src/server/orders/app/storedCartSelection.ts).
 */
export function cartSelectionAnswerOf(item: CartItemSelection): CartSelection {
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
