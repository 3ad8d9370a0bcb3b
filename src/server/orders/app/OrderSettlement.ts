import type { Clock } from '../../application/Clock';
import type { Logger } from '../../application/Logger';
import { orderEventOfCharge } from '../../../domain/orders/orderLifecycle';
import type { ServerConfig } from '../../config';
import type { PaymentIntentResult } from '../../payments/app/PaymentGateway';
import type { OrderRecord } from './OrderRecord';
import { orderConfirmationMail } from './orderConfirmationMail';
import type { AttemptRef } from './PaymentAttempt';
import type { SettledOrders } from './SettledOrders';

/** Renders a paid order's invoice (OrderFiles, the same as its download). */
export interface InvoiceRenderer {
  renderInvoice(order: OrderRecord): Promise<Buffer>;
}

/** What settling an attempt came to: the order afterwards, and the change this call made. */
export interface Settled {
  order: OrderRecord | undefined;
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
    private readonly orders: SettledOrders,
    private readonly invoices: InvoiceRenderer,
    private readonly config: ServerConfig,
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  async settle(
    ref: AttemptRef,
    intent: PaymentIntentResult,
    cartToken: string | null = null,
  ): Promise<Settled> {
    const now = this.clock.now().toISOString();
    await this.orders.recordIntent(ref, intent.id, now);
    let changed: Settled['changed'] = null;
    const event = orderEventOfCharge(intent.status);
    if (event === 'payment_succeeded') {
      if (await this.orders.markPaid(ref, intent.id, cartToken, now)) changed = 'paid';
    } else if (event === 'payment_declined') {
      const message = intent.failureMessage ?? 'Payment failed.';
      if (await this.orders.markFailed(ref, intent.id, message, now)) changed = 'failed';
    }
    const order = await this.orders.find(ref.orderId);
    if (order?.status === 'paid' && !order.confirmationQueued) {
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
   * call queued it. The invoice is rendered first, outside the queue's transaction (it reads
   * the card's digits through the pool, which a SQLite transaction holds); a broken invoice
   * does not hold the e-mail back: it then goes with the links alone.
   */
  async confirmOwed(order: OrderRecord): Promise<boolean> {
    const invoicePdf = await this.invoices.renderInvoice(order).catch((error: unknown) => {
      this.log.warn({ err: error, order_id: order.id }, 'payments: invoice not attached');
      return null;
    });
    const mail = (buyerEmail: string) =>
      orderConfirmationMail(buyerEmail, order, invoicePdf, this.config);
    return this.orders.queueConfirmation(order, mail, this.clock.now().toISOString());
  }
}
