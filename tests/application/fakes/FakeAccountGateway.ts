import type { AccountGateway } from '../../../src/application/account/AccountGateway';
import type { Order } from '../../../src/application/account/Order';

type Call = { method: string; values?: unknown };

/** Records every call; `failWith` makes the next calls reject (an ApiError, usually). */
export class FakeAccountGateway implements AccountGateway {
  readonly calls: Call[] = [];
  failWith: Error | null = null;
  orderList: Order[] = [];
  /** Resolves a call only when the test says so, to see the busy state. */
  hold: Promise<void> | null = null;

  private async record(method: string, values?: unknown): Promise<void> {
    this.calls.push({ method, values });
    if (this.hold) await this.hold;
    if (this.failWith) throw this.failWith;
  }

  async login(values: object): Promise<string> {
    await this.record('login', values);
    return 'new-token';
  }
  async register(values: object): Promise<string> {
    await this.record('register', values);
    return 'new-token';
  }
  async requestPasswordReset(values: object): Promise<void> {
    await this.record('requestPasswordReset', values);
  }
  async setPassword(values: object): Promise<void> {
    await this.record('setPassword', values);
  }
  /** What PUT /users answers as its note. */
  emailChangeNote = 'We sent a confirmation link.';
  async changeEmail(values: object): Promise<string> {
    await this.record('changeEmail', values);
    return this.emailChangeNote;
  }
  async confirmEmail(code: string): Promise<void> {
    await this.record('confirmEmail', { code });
  }
  async changePassword(values: object): Promise<void> {
    await this.record('changePassword', values);
  }
  async orders(): Promise<Order[]> {
    await this.record('orders');
    return this.orderList;
  }
}
