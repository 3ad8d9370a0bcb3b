import type { FastifyRequest } from 'fastify';
import type { TaxDecision } from '../../domain/tax/taxDecision';
import type { CartUpdateBody } from '../../contract/cart';
import type { CartAnswer, CartUpdateAnswer } from '../../contract/cartAnswer';
import type { InvalidForm } from '../application/InvalidForm';
import type { Result } from '../application/Result';
import type { CartContents } from './CartContents';

/**
 * How checkout's "address mode" of PUT /cart (docs/spec.md §7: step, third_party_data,
 * stripe_payment_intent; answers is_us_order, us_sales_tax, taxjar_error, …) plugs into the
 * cart route without the cart knowing about addresses, tax services or payments:
 * `cartRoutes(context, addressMode)`.
 */
export interface CartUpdateExtension {
  /**
   * Before pricing: the order's tax, from the request's address in address mode, or from a
   * logged-in customer's saved address in a plain update; null while no country is known.
   * Address mode's order information breaking a form rule is an InvalidForm.
   */
  tax?(
    request: CartUpdateRequest,
    contents: CartContents,
  ): Promise<Result<TaxDecision | null, InvalidForm>>;
  /** After pricing: fields added to the answer (e.g. stripe_payment_intent, taxjar_error). */
  extendAnswer?(request: CartUpdateRequest, answer: CartAnswer): Promise<AddressModeFields>;
}

/** What the address mode adds to PUT /cart's answer (src/contract/cartAnswer.ts). */
export type AddressModeFields = Partial<Omit<CartUpdateAnswer, keyof CartAnswer>>;

/** PUT /cart as the contract let it through (src/contract/cart.ts). */
export type CartUpdateRequest = FastifyRequest<{ Body: CartUpdateBody }>;
