import type {
  AuditRow,
  ListPage,
  OrderPartyModel,
  OrderRow,
  RefundToPay,
  ShopStatus,
  StaffOrder,
  StaffSession,
} from '../../../src/application/admin/BackOffice';
import type { BackOfficeGateway } from '../../../src/application/admin/BackOfficeGateway';
import { Gate } from './Gate';
import { notFound } from './notFound';

type Call = { method: string; values?: unknown };

/**
 * A signed-in staff member's back office with the orders in `stored`. Records every call;
 * `failWith` makes a refund or a payout's marking reject, `refundGate` holds a refund to show
 * the loader, and `afterRefund` and `afterMarkedPaid` are the order as the server answers it
 * afterwards. The dashboard lists `refundsToPay`.
 */
export class FakeBackOfficeGateway implements BackOfficeGateway {
  readonly calls: Call[] = [];
  readonly stored = new Map<string, StaffOrder>();
  readonly refundGate = new Gate();
  failWith: Error | null = null;
  refundMessage = 'Refunded. Credit note CN-000001 is on its way to the customer.';
  afterRefund: StaffOrder | null = null;
  afterMarkedPaid: StaffOrder | null = null;
  refundsToPay: RefundToPay[] = [];

  async session(): Promise<StaffSession> {
    return { email: 'staff@example.test', secondFactor: true };
  }
  async giveSecondFactor(): Promise<StaffSession> {
    return this.session();
  }
  async orders(): Promise<ListPage<OrderRow>> {
    return { rows: [], total: 0, page: 1, pageSize: 25 };
  }
  async order(id: string): Promise<StaffOrder> {
    this.calls.push({ method: 'order', values: id });
    const order = this.stored.get(id);
    if (!order) throw notFound(`/admin/orders/${id}`);
    return order;
  }
  async resendReceipt(id: string): Promise<string> {
    this.calls.push({ method: 'resendReceipt', values: id });
    return 'The receipt is on its way.';
  }
  async correctLicensee(id: string, licensee: OrderPartyModel): Promise<string> {
    this.calls.push({ method: 'correctLicensee', values: { id, licensee } });
    return 'Saved.';
  }
  async refund(id: string, lines: number[] | null): Promise<string> {
    this.calls.push({ method: 'refund', values: { id, lines } });
    await this.refundGate.pass();
    if (this.failWith) throw this.failWith;
    if (this.afterRefund) this.stored.set(id, this.afterRefund);
    return this.refundMessage;
  }
  async markPaidOtherwise(id: string, creditNote: string, note: string): Promise<string> {
    this.calls.push({ method: 'markPaidOtherwise', values: { id, creditNote, note } });
    if (this.failWith) throw this.failWith;
    if (this.afterMarkedPaid) this.stored.set(id, this.afterMarkedPaid);
    return `Refund ${creditNote} is marked paid another way.`;
  }
  async audit(): Promise<ListPage<AuditRow>> {
    return { rows: [], total: 0, page: 1, pageSize: 25 };
  }
  async shopStatus(): Promise<ShopStatus> {
    return {
      maintenance: false,
      maintenanceOverridden: false,
      families: 0,
      posts: 0,
      contentVersion: null,
      lastImport: null,
      refundsToPay: this.refundsToPay,
    };
  }
  async setMaintenance(on: boolean): Promise<boolean> {
    return on;
  }
}
