import type { CartBody } from '../../contract/cart';
import type { CartCaller } from './app/CartCaller';

/** Share and PDF as a command: the body's cart, if one was sent, and whose stored cart else. */
export interface CartToActOnCommand {
  body: CartBody;
  caller: CartCaller;
}
