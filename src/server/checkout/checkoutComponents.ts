import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../appContext';
import { systemClock } from '../application/Clock';
import { contentDirectory } from '../content/app/contentDirectory';
import type { Database } from '../database/schema';
import type { KyselyMailQueue } from '../mail/adapters/KyselyMailQueue';
import { readLicenceText } from '../orders/adapters/licenceText';
import type { KyselyOrderRepository } from '../orders/adapters/KyselyOrderRepository';
import { KyselyPaymentAttemptRepository } from '../orders/adapters/KyselyPaymentAttemptRepository';
import { KyselyPurchasedStyles } from '../orders/adapters/KyselyPurchasedStyles';
import { readExchangeRates } from '../orders/adapters/exchangeRates';
import { KyselySettledOrders } from '../orders/adapters/KyselySettledOrders';
import { OrderFiles } from '../orders/adapters/OrderFiles';
import type { PaymentAttemptRepository } from '../orders/app/OrderRepository';
import { OrderSettlement } from '../orders/app/OrderSettlement';
import type { UpgradedLines } from '../orders/app/UpgradedLines';
import type { UpgradeHolds } from '../upgrades/app/UpgradeLookup';
import type { TaxCalculator } from '../tax/app/TaxCalculator';
import { KyselyDiscountCodeUses } from '../discounts/adapters/KyselyDiscountCodeUses';
import type { CheckoutPayments } from './app/checkoutPayments';
import { NoChargeGateway } from '../payments/app/NoChargeGateway';
import { KyselyCartRepository } from '../cart/adapters/KyselyCartRepository';
import { DiscountAndUpgradeHolds } from './app/DiscountAndUpgradeHolds';
import { OrderPayment } from './app/OrderPayment';
import { PaymentFollowUp } from './app/PaymentFollowUp';
import { PlaceOrder } from './app/PlaceOrder';
import { PriceCheckoutAddress } from './app/PriceCheckoutAddress';
import { PaymentReconciler } from './app/PaymentReconciler';

/**
 * Everything checkout, payment and order routes share, built once per app (the cart pricer
 * and the tax are the app context's: the cart routes use them too).
 */
export interface CheckoutComponents extends CheckoutPayments {
  tax: TaxCalculator;
  files: OrderFiles;
  attempts: PaymentAttemptRepository;
  settlement: OrderSettlement;
  placeOrder: PlaceOrder;
  followUp: PaymentFollowUp;
  /** What the sweep settles payments with (sweepOptionsFrom). */
  reconciler: PaymentReconciler;
  /** The address mode of PUT /cart: `cartRoutes(context, components.priceCheckoutAddress)`. */
  priceCheckoutAddress: PriceCheckoutAddress;
}

/** The database, and the adapters the composition root shares with the checkout. */
export interface CheckoutDatabase {
  db: Kysely<Database>;
  /** A paid order's confirmation is queued in the transaction that claims it. */
  mailQueue: KyselyMailQueue;
  /** The one order repository of the app: the order pages (OwnOrders) read it too. */
  orders: KyselyOrderRepository;
  /**
   * Which lines later orders upgraded (the cart's pricer reads the same adapter), and the
   * lines an upgrade's checkout takes.
   */
  upgrades: UpgradedLines & UpgradeHolds;
}

/**
 * Part of the composition root (app.ts): it alone is handed the database, to build the
 * Kysely adapters of the checkout's ports; the routes get the use cases.
 */
export function createCheckoutComponents(
  context: AppContext,
  { db, mailQueue, orders, upgrades }: CheckoutDatabase,
  log: FastifyBaseLogger,
): CheckoutComponents {
  const { config } = context;
  // Free orders settle without the card processor (NoChargeGateway).
  const adapters = {
    ...context.payments,
    gateway: new NoChargeGateway(context.payments.gateway),
    tax: context.tax,
  };
  const contentDir = contentDirectory();
  const attempts = new KyselyPaymentAttemptRepository(db, orders);
  const files = new OrderFiles(
    { orders, upgrades, styles: new KyselyPurchasedStyles(db) },
    config,
    contentDir,
    adapters.cardLast4,
    context.documents,
  );
  const settledOrders = new KyselySettledOrders(
    db,
    orders,
    attempts,
    mailQueue,
    (trx, cartToken, userId) => new KyselyCartRepository(trx).destroy(cartToken, userId),
    () => readExchangeRates(contentDir),
  );
  const settlement = new OrderSettlement(settledOrders, files, config, log, systemClock);
  const carts = new KyselyCartRepository(db);
  return {
    ...adapters,
    files,
    attempts,
    settlement,
    placeOrder: new PlaceOrder({
      orders,
      holds: new DiscountAndUpgradeHolds(new KyselyDiscountCodeUses(db), upgrades),
      carts,
      profiles: context.accounts,
      pricer: context.pricer,
      tax: adapters.tax,
      payment: new OrderPayment({
        orders,
        attempts,
        gateway: adapters.gateway,
        settlement,
        clock: systemClock,
      }),
      cardCountry: adapters.cardCountry,
      config,
      licenceText: () => readLicenceText(contentDir),
      clock: systemClock,
    }),
    followUp: new PaymentFollowUp(orders, adapters.gateway, settlement),
    reconciler: new PaymentReconciler(orders, attempts, adapters.gateway, settlement, log),
    priceCheckoutAddress: new PriceCheckoutAddress({
      priceAndSaveCart: context.cart.priceAndSaveCart,
      carts,
      tax: adapters.tax,
      orders,
    }),
  };
}
