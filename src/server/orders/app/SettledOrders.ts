import type { MailMessage } from '../../mail/app/Mailer';
import type { OrderRecord } from './OrderRecord';
import type { AttemptRef } from './PaymentAttempt';

/**
 * What settling a payment changes (OrderSettlement). Each change is a conditional update the
 * order life cycle allows (src/domain/orders/orderLifecycle.ts): of any number of callers
 * (servers, webhooks, sweeps) exactly one is answered true. KyselySettledOrders is the
 * Kysely adapter.
 */
export interface SettledOrders {
  find(id: string): Promise<OrderRecord | undefined>;
  /** The attempt's intent on the attempt and on its order, unless recorded already. */
  recordIntent(ref: AttemptRef, intentId: string, now: string): Promise<void>;
  /** pending → failed for this attempt's intent only (payment_declined). */
  markFailed(ref: AttemptRef, intentId: string, message: string, now: string): Promise<boolean>;
  /**
   * pending → paid (payment_succeeded), and the cart paid for destroyed (the cookie's and
   * every cart of the buyer's) in the same transaction: both happen or neither.
   */
  markPaid(
    ref: AttemptRef,
    intentId: string,
    cartToken: string | null,
    now: string,
  ): Promise<boolean>;
  /**
   * Claims the paid order's confirmation e-mail (confirmation_queued) and queues the mail
   * written for the buyer's address, in one transaction.
   */
  queueConfirmation(
    order: OrderRecord,
    mail: (buyerEmail: string) => MailMessage,
    now: string,
  ): Promise<boolean>;
}
