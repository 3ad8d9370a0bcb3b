import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../appContext';
import type { CartUpdateExtension } from '../cart/CartUpdateExtension';
import { contentDirectory } from '../content/contentDirectory';
import type { Database } from '../database/schema';
import { readLicenceText } from '../orders/licenceText';
import { OrderFiles } from '../orders/OrderFiles';
import { OrderSettlement } from '../orders/OrderSettlement';
import { KyselyPaymentAttemptRepository } from '../orders/KyselyPaymentAttemptRepository';
import type { TaxCalculator } from '../tax/TaxCalculator';
import { addressStep } from './addressStep';
import type { CheckoutPayments } from './checkoutPayments';
import { KyselyCheckoutHolds } from './KyselyCheckoutHolds';
import { OrderPayment } from './OrderPayment';
import { PaymentFollowUp } from './PaymentFollowUp';
import { PlaceOrder } from './PlaceOrder';
import { PaymentReconciler } from './PaymentReconciler';

/**
 * Everything checkout, payment and order routes share, built once per app (the order store
 * and the cart pricer are the app context's: the cart and account routes use them too).
 */
export interface CheckoutComponents extends CheckoutPayments {
  tax: TaxCalculator;
  files: OrderFiles;
  attempts: KyselyPaymentAttemptRepository;
  settlement: OrderSettlement;
  placeOrder: PlaceOrder;
  followUp: PaymentFollowUp;
  /** What the sweep settles payments with (sweepOptionsFrom). */
  reconciler: PaymentReconciler;
  /** The address mode of PUT /cart: `cartRoutes(context, components.addressStep)`. */
  addressStep: CartUpdateExtension;
}

/**
 * Part of the composition root (app.ts): it alone is handed the database, to build the
 * Kysely adapters of the checkout's ports; the routes get the use cases.
 */
export function createCheckoutComponents(
  context: AppContext,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): CheckoutComponents {
  const { config, orders } = context;
  const adapters = { ...context.payments, tax: context.tax };
  const contentDir = contentDirectory();
  const files = new OrderFiles(db, config, contentDir, adapters.cardLast4);
  const attempts = new KyselyPaymentAttemptRepository(db, orders);
  const settlement = new OrderSettlement(
    db,
    orders,
    attempts,
    context.mailQueue,
    files,
    config,
    log,
  );
  return {
    ...adapters,
    files,
    attempts,
    settlement,
    placeOrder: new PlaceOrder({
      orders,
      holds: new KyselyCheckoutHolds(db),
      profiles: context.accounts,
      pricer: context.pricer,
      tax: adapters.tax,
      payment: new OrderPayment({ orders, attempts, gateway: adapters.gateway, settlement }),
      config,
      licenceText: () => readLicenceText(contentDir),
    }),
    followUp: new PaymentFollowUp(orders, adapters.gateway, settlement),
    reconciler: new PaymentReconciler(orders, attempts, adapters.gateway, settlement, log),
    addressStep: addressStep(context),
  };
}
