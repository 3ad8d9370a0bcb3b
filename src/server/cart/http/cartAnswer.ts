import type { CartAnswer } from '../../../contract/cartAnswer';
import { cartFiguresAnswer } from '../../../contract/cartFiguresAnswer';
import { cartSelectionAnswerOf } from '../../../contract/cartSelectionAnswer';
import { cartItemsIdWise } from '../../../domain/cart/cartItemsIdWise';
import type { CartPrice } from '../../orders/app/CartPrice';
import { storedCartBuyerOf } from '../../orders/app/storedCartSelection';

/**
 * Every cart call's answer (src/contract/cartAnswer.ts), written from the priced cart the use
 * cases return: the figures (cartFiguresAnswer), and the selection as the server now holds it
 * for the browser to keep in its cookie (`items`, `buyer`). parseCartRequest.ts reads a
 * request's. The selection is spelled as the carts' rows keep it (storedCartSelection.ts):
 * one snake_case layout, written in one place.
 */
export function cartAnswerOf(price: CartPrice): CartAnswer {
  const { cart, selection } = price;
  return {
    ...cartFiguresAnswer(cart, price.currencySymbol),
    items: selection.items.map(cartSelectionAnswerOf),
    buyer: selection.buyer && storedCartBuyerOf(selection.buyer),
    cart_items_id_wise: cartItemsIdWise(cart.lines),
    testers: price.testers,
  };
}
