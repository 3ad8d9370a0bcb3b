import type { FastifyBaseLogger } from 'fastify';
import { orderEventOfCharge } from '../../domain/orders/orderLifecycle';
import type { Kysely } from 'kysely';
import { KyselyCartRepository } from '../cart/KyselyCartRepository';
import type { ServerConfig } from '../config';
import type { Database } from '../database/schema';
import type { MailQueue } from '../mail/MailQueue';
import type { PaymentIntentResult } from '../payments/PaymentGateway';
import { orderConfirmationMail } from './orderConfirmationMail';
import { placedOrderOf } from './placedOrderOf';
import type { AttemptRef, OrderRow, KyselyOrderRepository } from './KyselyOrderRepository';
import type { KyselyPaymentAttemptRepository } from './KyselyPaymentAttemptRepository';

/** Renders a paid order's invoice (OrderFiles, the same as its download). */
export interface InvoiceRenderer {
  renderInvoice(order: OrderRow): Promise<Buffer>;
}

/** What settling an attempt came to: the order afterwards, and the change this call made. */
export interface Settled {
  order: OrderRow | undefined;
  /** null when the intent changed nothing or another path made the change first. */
  changed: 'paid' | 'failed' | null;
}

/**
 * Turns a payment intent's outcome into the order's state, whichever path learns it first:
 * the checkout call, the confirm after 3-D Secure, the browser's failed call, Stripe's
 * webhook or the sweep. The payment is recorded first: the intent, then the paid transition,
 * one conditional UPDATE (with the cart's destruction) that nothing read from disk or
 * rendered precedes. The confirmation e-mail follows; when it cannot be queued the order
 * stays paid and the sweep queues it later (confirmOwed).
 */
export class OrderSettlement {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: KyselyOrderRepository,
    private readonly attempts: KyselyPaymentAttemptRepository,
    private readonly mailQueue: MailQueue,
    private readonly invoices: InvoiceRenderer,
    private readonly config: ServerConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settle(
    ref: AttemptRef,
    intent: PaymentIntentResult,
    cartToken: string | null = null,
  ): Promise<Settled> {
    const now = new Date().toISOString();
    await this.attempts.recordIntent(ref, intent.id, now);
    let changed: Settled['changed'] = null;
    const event = orderEventOfCharge(intent.status);
    if (event === 'payment_succeeded') {
      if (await this.markPaid(ref, intent.id, cartToken, now)) changed = 'paid';
    } else if (event === 'payment_declined') {
      const message = intent.failureMessage ?? 'Payment failed.';
      if (await this.orders.markFailed(ref, intent.id, message, now)) changed = 'failed';
    }
    const order = await this.orders.find(ref.orderId);
    if (order?.status === 'paid' && !order.confirmation_queued_at) {
      await this.confirmOwed(order).catch((error: unknown) => {
        // The order is paid; the sweep queues the e-mail on its next run.
        this.log.warn(
          { err: error, order_id: order.id },
          'payments: confirmation e-mail not queued',
        );
      });
    }
    return { order, changed };
  }

  /**
   * Queues a paid order's confirmation e-mail unless it is queued already; true when this
   * call queued it. The invoice is rendered first, outside the transaction (it reads the
   * card's digits through the pool, which a SQLite transaction holds); a broken invoice
   * does not hold the e-mail back: it then goes with the links alone.
   */
  async confirmOwed(order: OrderRow): Promise<boolean> {
    const invoicePdf = await this.invoices.renderInvoice(order).catch((error: unknown) => {
      this.log.warn({ err: error, order_id: order.id }, 'payments: invoice not attached');
      return null;
    });
    return this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (!(await this.orders.markConfirmationQueued(trx, order.id, now))) return false;
      const buyer = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', order.user_id)
        .executeTakeFirstOrThrow();
      const mail = orderConfirmationMail(
        buyer.email,
        placedOrderOf(order),
        invoicePdf,
        this.config,
      );
      await this.mailQueue.enqueue(mail, trx);
      return true;
    });
  }

  private async markPaid(
    ref: AttemptRef,
    intentId: string,
    cartToken: string | null,
    now: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const paid = await this.orders.markPaid(trx, ref, intentId, now);
      if (!paid) return false; // another path settled it first: nothing more to do
      const { user_id } = await trx
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', ref.orderId)
        .executeTakeFirstOrThrow();
      await new KyselyCartRepository(trx).destroy(cartToken, user_id);
      return true;
    });
  }
}
