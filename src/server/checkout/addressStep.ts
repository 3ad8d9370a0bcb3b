import { validateCheckoutOrderInformation } from '../../domain/validation/orderInformationForm';
import { invalidForm } from '../application/InvalidForm';
import { failed, succeeded } from '../application/Result';
import type { AppContext } from '../appContext';
import type { CartUpdateExtension, CartUpdateRequest } from '../cart/CartUpdateExtension';
import type { OrderRepository } from '../orders/OrderRepository';
import type { TaxLookup } from '../tax/TaxCalculator';
import { checkoutKeyHash, newCheckoutKey, validCheckoutKey } from './checkoutKey';
import { orderInformationFromBody } from './checkoutRequest';
import { salesTaxLookup } from './checkoutPricing';
import { licenseeInvoiced } from './orderParties';
import { savedAddressTax } from './savedAddressTax';

/**
 * Checkout's address mode of PUT /cart (docs/spec.md §7: `{cart, user, step, third_party_data,
 * stripe_payment_intent}`): a body with `step` is priced with the tax of the invoiced party's
 * address, and the answer gains `taxjar_error` (and the field it is about) and
 * `stripe_payment_intent`, the checkout key that POST /checkout sends back (see
 * checkoutKey.ts). A plain cart update (no `step`) is taxed by a logged-in customer's saved
 * address, so the cart shows the tax as soon as the country is known.
 * The order information is checked as checkout checks it (an InvalidForm: 422 with field
 * errors): the tax rate is looked up only for a country and state of the selects.
 */
export function addressStep(
  context: AppContext,
  orders: Pick<OrderRepository, 'findByCheckoutKeyHash'>,
): CartUpdateExtension {
  const { tax } = context;
  // Per request: the lookup made before pricing is reported after it.
  const lookups = new WeakMap<CartUpdateRequest, TaxLookup>();
  return {
    async tax(request) {
      if (request.body.step === undefined) {
        return succeeded(await savedAddressTax(context, request));
      }
      const info = orderInformationFromBody(request.body);
      const invalid = invalidForm(validateCheckoutOrderInformation(info));
      if (invalid) return failed(invalid);
      const lookup = await salesTaxLookup(tax, info);
      lookups.set(request, lookup);
      return succeeded(lookup.ok ? lookup.tax : null);
    },

    async extendAnswer(request) {
      if (request.body.step === undefined) return {};
      const lookup = lookups.get(request);
      const prefix = licenseeInvoiced(orderInformationFromBody(request.body))
        ? 'third_party_data.'
        : '';
      return {
        taxjar_error: lookup && !lookup.ok ? lookup.taxjar_error : null,
        taxjar_error_field: lookup && !lookup.ok ? `${prefix}${lookup.field}` : null,
        stripe_payment_intent: await checkoutKeyFor(request, context, orders),
      };
    },
  };
}

/** The browser's key while its checkout is open; a new one once that order is paid. */
async function checkoutKeyFor(
  request: CartUpdateRequest,
  context: AppContext,
  orders: Pick<OrderRepository, 'findByCheckoutKeyHash'>,
): Promise<string> {
  const sent = validCheckoutKey(request.body.stripe_payment_intent);
  const user = await context.auth.currentUser(request);
  if (!sent || !user) return sent ?? newCheckoutKey();
  const order = await orders.findByCheckoutKeyHash(checkoutKeyHash(user.id, sent));
  return order?.status === 'paid' ? newCheckoutKey() : sent;
}
