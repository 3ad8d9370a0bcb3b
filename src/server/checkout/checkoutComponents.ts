import type { AppContext } from '../appContext';
import type { CartUpdateExtension } from '../cart/CartUpdateExtension';
import { contentDirectory } from '../content/contentDirectory';
import { OrderFiles } from '../orders/OrderFiles';
import { OrderSettlement } from '../orders/OrderSettlement';
import type { TaxCalculator } from '../tax/TaxCalculator';
import { addressStep } from './addressStep';
import type { CheckoutPayments } from './checkoutPayments';
import { Checkout } from './Checkout';
import { PaymentFollowUp } from './PaymentFollowUp';

/**
 * Everything checkout, payment and order routes share, built once per app (the order store
 * and the cart pricer are the app context's: the cart and account routes use them too).
 */
export interface CheckoutComponents extends CheckoutPayments {
  tax: TaxCalculator;
  files: OrderFiles;
  settlement: OrderSettlement;
  checkout: Checkout;
  followUp: PaymentFollowUp;
  /** The address mode of PUT /cart: `cartRoutes(context, components.addressStep)`. */
  addressStep: CartUpdateExtension;
}

export function createCheckoutComponents(context: AppContext): CheckoutComponents {
  const { db, config, orders } = context;
  const adapters = { ...context.payments, tax: context.tax };
  const contentDir = contentDirectory();
  const files = new OrderFiles(db, config, contentDir, adapters.cardLast4);
  const settlement = new OrderSettlement(db, orders, context.mailQueue, files, config, contentDir);
  return {
    ...adapters,
    files,
    settlement,
    checkout: new Checkout({
      db,
      orders,
      pricer: context.pricer,
      tax: adapters.tax,
      gateway: adapters.gateway,
      settlement,
      config,
    }),
    followUp: new PaymentFollowUp(orders, adapters.gateway, settlement),
    addressStep: addressStep(context),
  };
}
