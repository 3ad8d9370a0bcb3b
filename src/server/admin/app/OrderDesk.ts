import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import { orderConfirmationMail } from '../../orders/app/orderConfirmationMail';
import type { OrderParty } from '../../orders/app/OrderParty';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { OrderNotPaid } from '../../orders/app/OrderNotPaid';
import type { OrderNotFound } from '../../orders/app/OwnOrders';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { Clock } from '../../application/Clock';
import type { AdminOrders, OrderBackground } from './AdminOrders';

export type OrderDeskFailure = OrderNotFound | OrderNotPaid;

const NOT_FOUND: OrderNotFound = { name: 'OrderNotFound', field: null };

export interface OrderDeskPorts {
  orders: { find(id: string): Promise<OrderRecord | undefined> };
  admin: AdminOrders;
  invoices: { renderInvoice(order: OrderRecord): Promise<Buffer> };
  /** The order's cached downloads, dropped when what they print changes (OrderFiles). */
  builtFiles: { dropCached(orderId: string): Promise<void> };
  clock: Clock;
  mail: Pick<MailQueue, 'enqueue'>;
  audit: Pick<AuditLog, 'record'>;
  brand: MailBrand & { currencySymbol: string };
}

/** An order as the back office opens it: the order itself and what surrounds it. */
export interface OrderCase {
  order: OrderRecord;
  background: OrderBackground;
}

/**
 * The back office's order actions: open an order, send its receipt again, correct its
 * licensee. Every change is written to the audit log with what it was before.
 */
export class OrderDesk {
  constructor(private readonly ports: OrderDeskPorts) {}

  async open(orderId: string): Promise<Result<OrderCase, OrderNotFound>> {
    const [order, background] = await Promise.all([
      this.ports.orders.find(orderId),
      this.ports.admin.background(orderId),
    ]);
    return order && background ? succeeded({ order, background }) : failed(NOT_FOUND);
  }

  /** Queues the receipt, with the invoice, to the buyer's address as it is now. */
  async resendReceipt(
    staff: StaffMember,
    orderId: string,
  ): Promise<Result<string, OrderDeskFailure>> {
    const opened = await this.open(orderId);
    if (!opened.ok) return opened;
    const { order, background } = opened.value;
    if (order.status !== 'paid') return failed({ name: 'OrderNotPaid' });
    const invoice = await this.ports.invoices.renderInvoice(order);
    const to = background.customer.email;
    await this.ports.mail.enqueue(orderConfirmationMail(to, order, invoice, this.ports.brand));
    await this.ports.audit.record(staff, {
      action: 'order.receipt_resent',
      subject: orderId,
      before: null,
      after: { to },
    });
    return succeeded(to);
  }

  async correctLicensee(
    staff: StaffMember,
    orderId: string,
    licensee: OrderParty,
  ): Promise<Result<void, OrderNotFound>> {
    const order = await this.ports.orders.find(orderId);
    if (!order) return failed(NOT_FOUND);
    // The licensee's VAT number and e-mail are not part of the correction: they are kept.
    const corrected: OrderParty = {
      ...licensee,
      vat_number: order.licensee.vat_number ?? null,
      email: order.licensee.email ?? null,
    };
    // The certificate and the fonts' name table carry the licensee, and so does the invoice
    // beside a third party: they are issued again with the corrected one (docs/back-office.md).
    // The new time names new cached files, so a build of the old ones still under way cannot
    // be served after it; dropping the old files only frees their room.
    const reissuedAt = this.ports.clock.now().toISOString();
    await this.ports.admin.correctLicensee(orderId, corrected, reissuedAt);
    await this.ports.builtFiles.dropCached(orderId);
    await this.ports.audit.record(staff, {
      action: 'order.licensee_corrected',
      subject: orderId,
      before: order.licensee,
      after: { ...corrected, documents_reissued_at: reissuedAt },
    });
    return succeeded(undefined);
  }
}
