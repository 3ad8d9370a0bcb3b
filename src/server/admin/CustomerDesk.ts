import type { RequestPasswordReset } from '../accounts/RequestPasswordReset';
import { failed, succeeded, type Result } from '../application/Result';
import type { OrderNotFound } from '../orders/OwnOrders';
import type { AuditLog } from '../staff/AuditLog';
import type { StaffMember } from '../staff/StaffMember';
import type { AdminCustomers, CustomerCase } from './AdminCustomers';

/** No account with that id: answered 404 like an order that does not exist. */
const NOT_FOUND: OrderNotFound = { name: 'OrderNotFound', field: null };

/** The back office's customer actions: open an account, send it a password reset link. */
export class CustomerDesk {
  constructor(
    private readonly customers: AdminCustomers,
    private readonly resets: Pick<RequestPasswordReset, 'execute'>,
    private readonly audit: Pick<AuditLog, 'record'>,
  ) {}

  async open(id: string): Promise<Result<CustomerCase, OrderNotFound>> {
    const found = await this.customers.find(id);
    return found ? succeeded(found) : failed(NOT_FOUND);
  }

  /** The same link "Forgot password" e-mails: the customer sets a new password with it. */
  async sendPasswordReset(staff: StaffMember, id: string): Promise<Result<string, OrderNotFound>> {
    const found = await this.customers.find(id);
    if (!found) return failed(NOT_FOUND);
    await this.resets.execute({ email: found.email });
    await this.audit.record(staff, {
      action: 'customer.password_reset_sent',
      subject: found.email,
      before: null,
      after: null,
    });
    return succeeded(found.email);
  }
}
