import type { Kysely } from 'kysely';
import { KyselyDiscountCodeUses } from '../../discounts/adapters/KyselyDiscountCodeUses';
import type { Database } from '../../database/schema';
import { NO_EXCHANGE_RATES, type ExchangeRates } from './exchangeRates';
import { issueInvoice } from './issueInvoice';
import type { MailMessage } from '../../mail/app/Mailer';
import type { KyselyMailQueue } from '../../mail/adapters/KyselyMailQueue';
import type { KyselyOrderRepository } from './KyselyOrderRepository';
import type { KyselyPaymentAttemptRepository } from './KyselyPaymentAttemptRepository';
import type { OrderRecord } from '../app/OrderRecord';
import type { AttemptRef } from '../app/PaymentAttempt';
import type { SettledOrders } from '../app/SettledOrders';

/**
 * The Kysely adapter of SettledOrders: the orders' and attempts' conditional updates, with the
 * invoice's number, the cart's destruction and the mail queue in the transaction of the
 * change they follow.
 */
export class KyselySettledOrders implements SettledOrders {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: KyselyOrderRepository,
    private readonly attempts: KyselyPaymentAttemptRepository,
    private readonly mailQueue: KyselyMailQueue,
    /**
     * Empties the paid order's cart (by its cookie's token) and the customer's carts, in the
     * payment's transaction. The cart's adapter does it, handed over by the composition root,
     * so the orders never read the carts' tables.
     */
    private readonly destroyCarts: (
      trx: Kysely<Database>,
      cartToken: string | null,
      userId: string,
    ) => Promise<void>,
    /** The ECB's and HMRC's rate tables (exchangeRates.ts), read before the transaction. */
    private readonly exchangeRates: () => Promise<ExchangeRates> = async () => NO_EXCHANGE_RATES,
  ) {}

  find(id: string): Promise<OrderRecord | undefined> {
    return this.orders.find(id);
  }

  recordIntent(ref: AttemptRef, intentId: string, now: string): Promise<void> {
    return this.attempts.recordIntent(ref, intentId, now);
  }

  /**
   * A failed payment gives its discount code's use back at once, so a declined card (or a
   * made-up payment method) never keeps a use from the next customer. A new card for the
   * order holds a use again before it is charged (PlaceOrder). Should this process stop in
   * between, the sweep gives the use back with the abandoned order (abandonedOrders.ts).
   */
  async markFailed(
    ref: AttemptRef,
    intentId: string,
    message: string,
    now: string,
  ): Promise<boolean> {
    const failed = await this.orders.markFailed(ref, intentId, message, now);
    if (failed) await new KyselyDiscountCodeUses(this.db).release(ref.orderId);
    return failed;
  }

  async markPaid(
    ref: AttemptRef,
    intentId: string,
    cartToken: string | null,
    now: string,
  ): Promise<boolean> {
    const rates = await this.exchangeRates();
    return this.db.transaction().execute(async (trx) => {
      const paid = await this.orders.markPaid(trx, ref, intentId, now);
      if (!paid) return false; // another path settled it first: nothing more to do
      await issueInvoice(trx, ref.orderId, now, rates);
      const { user_id } = await trx
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', ref.orderId)
        .executeTakeFirstOrThrow();
      await this.destroyCarts(trx, cartToken, user_id);
      return true;
    });
  }

  async queueConfirmation(
    order: OrderRecord,
    mail: (buyerEmail: string) => MailMessage,
    now: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.orders.markConfirmationQueued(trx, order.id, now))) return false;
      const buyer = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', order.userId)
        .executeTakeFirstOrThrow();
      await this.mailQueue.enqueue(mail(buyer.email), trx);
      return true;
    });
  }
}
