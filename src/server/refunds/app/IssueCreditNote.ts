import { orderStatusAfter, orderStatusesAllowing } from '../../../domain/orders/orderLifecycle';
import type { RefundPlan } from '../../../domain/orders/refunds';
import { convertAtRate } from '../../../domain/orders/convertAtRate';
import { inPounds, type PoundAmounts } from '../../../domain/orders/vatInSterling';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import type { CreditNote } from '../../orders/app/CreditNote';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { RefundLedger } from '../../orders/app/RefundLedger';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import { creditNoteMail } from './creditNoteMail';

export interface IssueCreditNotePorts {
  ledger: RefundLedger;
  documents: { renderCreditNote(order: OrderRecord, note: CreditNote): Promise<Buffer> };
  customerEmail(order: OrderRecord): Promise<string>;
  mail: Pick<MailQueue, 'enqueue'>;
  audit: Pick<AuditLog, 'record'>;
  brand: MailBrand & { currencySymbol: string };
  now(): Date;
}

/**
 * Records a refund the card processor made (docs/decisions/0009 and 0018): one transaction
 * moves the order and takes the next credit note number, then the credit note is e-mailed to
 * the customer and the refund audited under the staff member who asked for it. Staff refunding
 * an order (RefundOrder) and a pending refund that succeeded later (SettlePendingRefunds) both
 * end here, so a credit note is issued the same way whenever the money moved.
 */
export class IssueCreditNote {
  constructor(private readonly ports: IssueCreditNotePorts) {}

  /**
   * The credit note, or null when the order changed since `order` was read (another refund
   * of it was recorded first): then nothing is mailed or audited.
   */
  async execute(
    staff: StaffMember,
    order: OrderRecord,
    plan: RefundPlan,
    gatewayRefundId: string,
  ): Promise<CreditNote | null> {
    const refundedLines = [...order.refundedLines, ...plan.lines.map((line) => line.line)];
    const note = await this.ports.ledger.record({
      orderId: order.id,
      refundCountBefore: order.refundCount,
      statusAfter: orderStatusAfter(plan.event),
      statusesAllowed: orderStatusesAllowing(plan.event),
      refundedLines,
      lines: plan.lines,
      netCents: plan.netCents,
      taxCents: plan.taxCents,
      taxEurCents: taxInEuros(order, plan.taxCents),
      inPounds: amountsInPounds(order, plan.netCents, plan.taxCents),
      gatewayRefundId,
      staffEmail: staff.email,
      issuedAt: this.ports.now().toISOString(),
    });
    if (!note) return null;
    const pdf = await this.ports.documents.renderCreditNote(order, note);
    const to = await this.ports.customerEmail(order);
    await this.ports.mail.enqueue(creditNoteMail(to, order, note, pdf, this.ports.brand));
    await this.ports.audit.record(staff, {
      action: 'order.refunded',
      subject: order.id,
      before: { status: order.status, refunded_lines: order.refundedLines },
      after: {
        status: orderStatusAfter(plan.event),
        refunded_lines: refundedLines,
        credit_note: note.number,
        refunded_cents: plan.totalCents,
      },
    });
    return note;
  }
}

/**
 * The VAT given back in euros at the invoice's own rate (Art. 91(2) of Directive
 * 2006/112/EC: a correction keeps the rate of the supply it corrects); null without one.
 */
function taxInEuros(order: OrderRecord, taxCents: number): number | null {
  const inEuros = order.invoiceTax.inEuros;
  return inEuros ? convertAtRate(taxCents, inEuros.unitsPerEuro) : null;
}

/**
 * What is given back of UK VAT charged in another currency, in pounds at the invoice's own period
 * rate: a credit note corrects the supply's sterling figures as they were accounted for (gov.uk,
 * "Transactions in foreign currencies and VAT"); null where the invoice states no pounds.
 */
function amountsInPounds(
  order: OrderRecord,
  netCents: number,
  taxCents: number,
): PoundAmounts | null {
  const stated = order.invoiceTax.inPounds;
  return stated ? inPounds(netCents, taxCents, stated.unitsPerPound) : null;
}
