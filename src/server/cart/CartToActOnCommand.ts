import type { CartSelection } from '../../domain/cart/CartSelection';
import type { CartCaller } from './app/CartCaller';

/** Share and PDF as a command: the body's cart, if one was sent, and whose stored cart else. */
export interface CartToActOnCommand {
  /** The cart the request sent (src/server/cart/http/parseCartRequest.ts); null: none. */
  selection: CartSelection | null;
  caller: CartCaller;
}
