/** No shared cart behind /cart?id={id} (it never existed or the sweep removed it): 404. */
export interface SharedCartNotFound {
  name: 'SharedCartNotFound';
}

export const SHARED_CART_NOT_FOUND: SharedCartNotFound = { name: 'SharedCartNotFound' };
