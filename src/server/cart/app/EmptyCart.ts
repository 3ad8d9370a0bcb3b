/**
 * A cart with nothing in it where something must be bought, shared or quoted: the checkout's
 * cart (`field` 'cart') or the cart share and PDF act on (the whole call, `field` null).
 * Answered 422 with the cart page's empty text (cartMessages.ts).
 */
export interface EmptyCart {
  name: 'EmptyCart';
  field: 'cart' | null;
}

export function emptyCart(field: EmptyCart['field']): EmptyCart {
  return { name: 'EmptyCart', field };
}
