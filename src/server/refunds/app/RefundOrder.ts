import {
  orderStatusAfter,
  orderStatusesAllowing,
  wasPaid,
} from '../../../domain/orders/orderLifecycle';
import { orderLineCharges, planRefund, type RefundPlan } from '../../../domain/orders/refunds';
import { vatInEurCents } from '../../../domain/orders/vatInEur';
import { failed, succeeded, type Result } from '../../application/Result';
import type { InvalidForm } from '../../application/InvalidForm';
import type { OrderNotPaid } from '../../orders/app/OrderNotPaid';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { OrderNotFound } from '../../orders/app/OwnOrders';
import type { PaymentGateway } from '../../payments/app/PaymentGateway';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { CreditNote } from '../../orders/app/CreditNote';
import { creditNoteMail } from './creditNoteMail';
import type { RefundLedger } from '../../orders/app/RefundLedger';

export const REFUND_MESSAGES = {
  conflict: 'Another refund of this order was recorded meanwhile. Reload the order and try again.',
  notMade: 'The card processor did not make the refund. Nothing was recorded; try again later.',
};

/** Another refund of the order was recorded first: the staff member reloads and decides again. */
export interface RefundConflict {
  name: 'RefundConflict';
}

/** The card processor did not give the money back (a failed or canceled refund). */
export interface RefundNotMade {
  name: 'RefundNotMade';
  status: string;
}

export type RefundFailure =
  OrderNotFound | OrderNotPaid | InvalidForm | RefundConflict | RefundNotMade;

export interface RefundOrderPorts {
  orders: { find(id: string): Promise<OrderRecord | undefined> };
  gateway: Pick<PaymentGateway, 'refund'>;
  ledger: RefundLedger;
  documents: { renderCreditNote(order: OrderRecord, note: CreditNote): Promise<Buffer> };
  customerEmail(order: OrderRecord): Promise<string>;
  mail: Pick<MailQueue, 'enqueue'>;
  audit: Pick<AuditLog, 'record'>;
  brand: MailBrand & { currencySymbol: string };
  now(): Date;
}

/**
 * Staff refund a paid order, whole or some lines (docs/back-office.md "Refunds"). The
 * domain decides what each line gives back (src/domain/orders/refunds.ts), never a figure
 * the browser sent. The card processor is asked first, under a key named for the order's
 * next refund (`order-<id>-refund-<n>`): two staff members racing on one order send the same
 * key, so the processor refunds once (or refuses the second amount), and of their two
 * conditional updates one applies. A server that stops after the processor answered leaves
 * the order as it was; the next attempt sends the same key and gets the same refund back.
 * docs/decisions/0009-refund-before-the-credit-note.md says why in that order.
 */
export class RefundOrder {
  constructor(private readonly ports: RefundOrderPorts) {}

  /** `lines`: the order's line indexes to refund; null refunds every line not refunded yet. */
  async execute(
    staff: StaffMember,
    orderId: string,
    lines: readonly number[] | null,
  ): Promise<Result<CreditNote, RefundFailure>> {
    const order = await this.ports.orders.find(orderId);
    if (!order) return failed({ name: 'OrderNotFound', field: null });
    if (!wasPaid(order.status)) return failed({ name: 'OrderNotPaid' });
    const charges = orderLineCharges(order.pricedCart, order.invoiceTax.cents);
    const requested =
      lines ??
      charges.map((charge) => charge.line).filter((line) => !order.refundedLines.includes(line));
    const decision = planRefund(charges, order.refundedLines, requested);
    if (!decision.ok) return failed({ name: 'InvalidForm', errors: decision.errors });
    const { plan } = decision;
    const refundId = await this.refundAtProcessor(order, plan);
    if (!refundId.ok) return refundId;
    const note = await this.ports.ledger.record({
      orderId,
      refundCountBefore: order.refundCount,
      statusAfter: orderStatusAfter(plan.event),
      statusesAllowed: orderStatusesAllowing(plan.event),
      refundedLines: [...order.refundedLines, ...plan.lines.map((line) => line.line)],
      lines: plan.lines,
      netCents: plan.netCents,
      taxCents: plan.taxCents,
      taxEurCents: taxInEuros(order, plan.taxCents),
      gatewayRefundId: refundId.value,
      staffEmail: staff.email,
      issuedAt: this.ports.now().toISOString(),
    });
    if (!note) return failed({ name: 'RefundConflict' });
    await this.notify(order, note);
    await this.ports.audit.record(staff, {
      action: 'order.refunded',
      subject: orderId,
      before: { status: order.status, refunded_lines: order.refundedLines },
      after: {
        status: orderStatusAfter(plan.event),
        refunded_lines: [...order.refundedLines, ...plan.lines.map((line) => line.line)],
        credit_note: note.number,
        refunded_cents: plan.totalCents,
      },
    });
    return succeeded(note);
  }

  /**
   * The processor's refund id. Nothing to give back (a free order, lines an upgrade credit
   * paid for) calls no processor: Stripe refuses a refund of zero.
   */
  private async refundAtProcessor(
    order: OrderRecord,
    plan: RefundPlan,
  ): Promise<Result<string, RefundNotMade>> {
    if (plan.totalCents === 0 || !order.paymentIntentId) return succeeded('none');
    const refund = await this.ports.gateway.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents: plan.totalCents,
      idempotencyKey: `order-${order.id}-refund-${order.refundCount + 1}`,
      isUsOrder: order.isUsOrder,
      metadata: { order_id: order.id, refund: String(order.refundCount + 1) },
    });
    if (refund.status === 'failed' || refund.status === 'canceled') {
      return failed({ name: 'RefundNotMade', status: refund.status });
    }
    return succeeded(refund.id);
  }

  private async notify(order: OrderRecord, note: CreditNote): Promise<void> {
    const pdf = await this.ports.documents.renderCreditNote(order, note);
    const to = await this.ports.customerEmail(order);
    await this.ports.mail.enqueue(creditNoteMail(to, order, note, pdf, this.ports.brand));
  }
}

/**
 * The VAT given back in euros at the invoice's own rate (Art. 91(2) of Directive
 * 2006/112/EC: a correction keeps the rate of the supply it corrects); null without one.
 */
function taxInEuros(order: OrderRecord, taxCents: number): number | null {
  const inEuros = order.invoiceTax.inEuros;
  return inEuros ? vatInEurCents(taxCents, 1 / inEuros.unitsPerEuro) : null;
}
