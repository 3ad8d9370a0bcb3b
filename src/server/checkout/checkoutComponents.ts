import type { AppContext } from '../appContext';
import { CartPricer } from '../cart/CartPricer';
import type { CartUpdateExtension } from '../cart/CartUpdateExtension';
import { contentDirectory } from '../content/contentDirectory';
import { OrderFiles } from '../orders/OrderFiles';
import { OrderSettlement } from '../orders/OrderSettlement';
import { OrderStore } from '../orders/OrderStore';
import type { TaxCalculator } from '../tax/TaxCalculator';
import { addressStep } from './addressStep';
import type { CheckoutPayments } from './checkoutPayments';
import { Checkout } from './Checkout';
import { PaymentFollowUp } from './PaymentFollowUp';

/** Everything checkout, payment and order routes share, built once per app. */
export interface CheckoutComponents extends CheckoutPayments {
  tax: TaxCalculator;
  orders: OrderStore;
  files: OrderFiles;
  settlement: OrderSettlement;
  checkout: Checkout;
  followUp: PaymentFollowUp;
  /** The address mode of PUT /cart: `cartRoutes(context, components.addressStep)`. */
  addressStep: CartUpdateExtension;
}

export function createCheckoutComponents(context: AppContext): CheckoutComponents {
  const { db, config } = context;
  const adapters = { ...context.payments, tax: context.tax };
  const pricer = new CartPricer(context.shops, config.currencySymbol);
  const orders = new OrderStore(db);
  const contentDir = contentDirectory();
  const files = new OrderFiles(db, config, contentDir, adapters.cardLast4);
  const settlement = new OrderSettlement(db, context.mailQueue, files, config, contentDir);
  return {
    ...adapters,
    orders,
    files,
    settlement,
    checkout: new Checkout({
      db,
      pricer,
      tax: adapters.tax,
      gateway: adapters.gateway,
      settlement,
      config,
    }),
    followUp: new PaymentFollowUp(orders, adapters.gateway, settlement),
    addressStep: addressStep(context, adapters.tax, orders),
  };
}
