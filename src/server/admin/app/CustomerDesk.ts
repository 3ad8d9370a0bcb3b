import type { RequestPasswordReset } from '../../accounts/app/RequestPasswordReset';
import { failed, succeeded, type Result } from '../../application/Result';
import type { OrderNotFound } from '../../orders/app/OwnOrders';
import type { SignIn, SignInLog } from '../../signIns/app/SignInLog';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { AdminCustomers, CustomerCase } from './AdminCustomers';

/** No account with that id: answered 404 like an order that does not exist. */
const NOT_FOUND: OrderNotFound = { name: 'OrderNotFound', field: null };

/** The sign-ins a customer's page lists: enough to spot one that was not them. */
export const SIGN_INS_SHOWN = 20;

/** A customer's page: the account, its orders and its latest sign-ins, newest first. */
export interface CustomerFile extends CustomerCase {
  signIns: SignIn[];
}

/**
 * The back office's customer actions: open an account (with its latest sign-ins), send it a
 * password reset link.
 */
export class CustomerDesk {
  constructor(
    private readonly customers: AdminCustomers,
    private readonly resets: Pick<RequestPasswordReset, 'execute'>,
    private readonly audit: Pick<AuditLog, 'record'>,
    private readonly signIns: Pick<SignInLog, 'latest'>,
  ) {}

  async open(id: string): Promise<Result<CustomerFile, OrderNotFound>> {
    const found = await this.customers.find(id);
    if (!found) return failed(NOT_FOUND);
    return succeeded({ ...found, signIns: await this.signIns.latest(id, SIGN_INS_SHOWN) });
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
