import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { CartStore } from '../cart/cartStore';
import type { ServerConfig } from '../config';
import type { Database } from '../database/schema';
import type { MailQueue } from '../mail/MailQueue';
import type { PaymentIntentResult } from '../payments/PaymentGateway';
import { orderConfirmationMail } from './orderConfirmationMail';
import type { OrderRow, OrderStore } from './OrderStore';

/** The EULA every sale is made under; a copy goes with each order as it stood that day. */
export function eulaPath(contentDir: string): string {
  return path.join(contentDir, 'licences', 'eula.txt');
}

/** Renders a paid order's invoice (OrderFiles, the same as its download). */
export interface InvoiceRenderer {
  renderInvoice(order: OrderRow): Promise<Buffer>;
}

/**
 * Turns a payment intent's outcome into the order's state, whichever path learns it first:
 * the checkout call, the confirm after 3-D Secure, the browser's failed call or Stripe's
 * webhook. Paying happens exactly once (a conditional UPDATE from pending), and the cart's
 * destruction and the confirmation e-mail commit in the same transaction as that UPDATE.
 */
export class OrderSettlement {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderStore,
    private readonly mailQueue: MailQueue,
    private readonly invoices: InvoiceRenderer,
    private readonly config: ServerConfig,
    private readonly contentDir: string,
  ) {}

  /** Answers the order as it stands afterwards. */
  async settle(
    order: OrderRow,
    intent: PaymentIntentResult,
    cartToken: string | null = null,
  ): Promise<OrderRow> {
    const now = new Date().toISOString();
    if (intent.status === 'succeeded') {
      await this.markPaid(order, intent.id, cartToken, now);
    } else if (intent.status === 'failed') {
      await this.orders.markFailed(
        order.id,
        intent.id,
        intent.failureMessage ?? 'Payment failed.',
        now,
      );
    }
    return (await this.orders.find(order.id)) ?? order;
  }

  private async markPaid(
    order: OrderRow,
    intentId: string,
    cartToken: string | null,
    now: string,
  ): Promise<void> {
    const licenceText = await readFile(eulaPath(this.contentDir), 'utf8');
    const current = await this.orders.find(order.id);
    // Settled already, or no longer this intent's order: the conditional UPDATE below would
    // change nothing, so there is no invoice to render.
    if (current?.status !== 'pending' || current.payment_intent_id !== intentId) return;
    // The invoice is rendered before the transaction, from the row as the UPDATE will leave
    // it: rendering looks up the card's digits through the pool, which a SQLite transaction
    // holds (one connection), and takes too long to do while holding the write lock. Nothing
    // it reads can change meanwhile: a pending order's price and payment method are fixed
    // once its intent is recorded. The e-mail itself is still queued inside the transaction,
    // so it exists exactly when the order became paid.
    const invoicePdf = await this.invoices
      .renderInvoice({ ...current, status: 'paid', licence_text: licenceText, paid_at: now })
      // The card is charged: a broken invoice must not keep the order from being paid. The
      // e-mail then goes without the attachment; its link answers the invoice (or the error).
      .catch(() => null);
    await this.db.transaction().execute(async (trx) => {
      const paid = await this.orders.markPaid(trx, order.id, intentId, licenceText, now);
      if (!paid) return; // another path settled it first: nothing more to do
      await new CartStore(trx).destroy(cartToken, order.user_id);
      const buyer = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', order.user_id)
        .executeTakeFirstOrThrow();
      const fresh = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const mail = orderConfirmationMail(buyer.email, fresh, invoicePdf, this.config);
      await this.mailQueue.enqueue(mail, trx);
    });
  }
}
