import type { CartBody } from '../../contract/cart';
import type { TaxDecision } from '../../domain/tax/taxDecision';
import type { CartCaller } from './CartCaller';

/** Share and PDF as a command: the body's cart, if one was sent, and whose stored cart else. */
export interface CartToActOnCommand {
  body: CartBody;
  caller: CartCaller;
  /** The buyer's tax where it is known (a saved address): the quote states it. */
  tax?: TaxDecision | null;
}
