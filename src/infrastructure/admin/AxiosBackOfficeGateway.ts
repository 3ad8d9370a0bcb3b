import { inject, injectable } from 'inversify';
import type {
  AuditRow,
  ListPage,
  OrderFilter,
  OrderPartyModel,
  OrderRow,
  ShopStatus,
  StaffOrder,
  StaffSession,
} from '../../application/admin/BackOffice';
import type { BackOfficeGateway } from '../../application/admin/BackOfficeGateway';
import type { ApiClient, QueryParams } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import {
  adminAuditAnswer,
  adminDashboardAnswer,
  adminDoneAnswer,
  adminMaintenanceAnswer,
  adminOrderAnswer,
  adminOrdersAnswer,
  adminRefundAnswer,
  adminSessionAnswer,
} from '../../contract/adminAnswers';
import { parseAnswer } from '../http/parseAnswer';
import { staffOrderFromAnswer } from './staffOrderFromAnswer';

const sessionOf = (answer: { email: string; second_factor: boolean }): StaffSession => ({
  email: answer.email,
  secondFactor: answer.second_factor,
});

/** An empty field of a form is no filter: it is left out of the query. */
function filterQuery(filter: OrderFilter): QueryParams {
  return {
    q: filter.text.trim() || undefined,
    status: filter.status || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
  };
}

@injectable()
export class AxiosBackOfficeGateway implements BackOfficeGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async session(): Promise<StaffSession> {
    const path = '/admin/session';
    return sessionOf(parseAnswer(adminSessionAnswer, await this.api.get(path), path));
  }

  async giveSecondFactor(code: string): Promise<StaffSession> {
    const path = '/admin/session/second-factor';
    const answer = await this.api.post(path, { code: code.trim() });
    return sessionOf(parseAnswer(adminSessionAnswer, answer, path));
  }

  async orders(filter: OrderFilter): Promise<ListPage<OrderRow>> {
    const path = '/admin/orders';
    const answer = parseAnswer(
      adminOrdersAnswer,
      await this.api.get(path, filterQuery(filter)),
      path,
    );
    return {
      rows: answer.orders.map((order) => ({
        id: order.id,
        status: order.status,
        createdAt: order.created_at,
        email: order.email,
        name: order.name,
        company: order.company,
        total: order.total,
      })),
      total: answer.total,
      page: answer.page,
      pageSize: answer.page_size,
    };
  }

  async order(id: string): Promise<StaffOrder> {
    const path = `/admin/orders/${encodeURIComponent(id)}`;
    return staffOrderFromAnswer(parseAnswer(adminOrderAnswer, await this.api.get(path), path));
  }

  async resendReceipt(id: string): Promise<string> {
    const path = `/admin/orders/${encodeURIComponent(id)}/receipt`;
    return parseAnswer(adminDoneAnswer, await this.api.post(path, {}), path).message;
  }

  async correctLicensee(id: string, licensee: OrderPartyModel): Promise<string> {
    const path = `/admin/orders/${encodeURIComponent(id)}/licensee`;
    const body = {
      name: licensee.name,
      company: licensee.company || null,
      address1: licensee.address1,
      address2: licensee.address2 || null,
      zip_code: licensee.zipCode,
      city: licensee.city,
      state: licensee.state || null,
      country: licensee.country.trim().toUpperCase(),
    };
    return parseAnswer(adminDoneAnswer, await this.api.put(path, body), path).message;
  }

  async refund(id: string, lines: number[] | null): Promise<string> {
    const path = `/admin/orders/${encodeURIComponent(id)}/refund`;
    // Without `lines` the server refunds every line not refunded yet (src/contract/admin.ts).
    const body = lines === null ? {} : { lines };
    return parseAnswer(adminRefundAnswer, await this.api.post(path, body), path).message;
  }

  async markPaidOtherwise(id: string, creditNote: string, note: string): Promise<string> {
    const path = `/admin/orders/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(creditNote)}/paid-otherwise`;
    return parseAnswer(adminDoneAnswer, await this.api.post(path, { note: note.trim() }), path)
      .message;
  }

  async audit(page: number): Promise<ListPage<AuditRow>> {
    const path = '/admin/audit';
    const answer = parseAnswer(adminAuditAnswer, await this.api.get(path, { page }), path);
    return {
      rows: answer.entries.map((entry) => ({
        id: entry.id,
        staffEmail: entry.staff_email,
        action: entry.action,
        subject: entry.subject,
        before: entry.before,
        after: entry.after,
        at: entry.at,
      })),
      total: answer.total,
      page: answer.page,
      pageSize: answer.page_size,
    };
  }

  async shopStatus(): Promise<ShopStatus> {
    const path = '/admin/dashboard';
    const answer = parseAnswer(adminDashboardAnswer, await this.api.get(path), path);
    return {
      maintenance: answer.maintenance,
      maintenanceOverridden: answer.maintenance_overridden,
      families: answer.content.families,
      posts: answer.content.posts,
      contentVersion: answer.content.content_version,
      lastImport: answer.content.last_import,
      refundsToPay: answer.refunds_to_pay.map((refund) => ({
        orderId: refund.order_id,
        creditNote: refund.credit_note,
        amount: refund.amount,
        failedAt: refund.failed_at,
      })),
    };
  }

  async setMaintenance(on: boolean): Promise<boolean> {
    const path = '/admin/maintenance';
    return parseAnswer(adminMaintenanceAnswer, await this.api.put(path, { on }), path).maintenance;
  }
}
