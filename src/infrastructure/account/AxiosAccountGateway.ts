import { inject, injectable } from 'inversify';
import type { AccountGateway } from '../../application/account/AccountGateway';
import type { Order } from '../../application/account/Order';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { postUsersLogin, postUsersRegister, putUsers } from '../../contract/accounts';
import type {
  EmailChangeValues,
  EmailFormValues,
  LoginFormValues,
  PasswordChangeValues,
  PasswordSetValues,
} from '../../domain/validation/accountForms';
import { orderHistoryAnswer } from '../../contract/orderAnswers';
import { parseAnswer } from '../http/parseAnswer';
import { orderFromAnswer } from '../answers/orderFromAnswer';

const LOGIN_PATH = '/users/login';
const REGISTER_PATH = '/users/register';

@injectable()
export class AxiosAccountGateway implements AccountGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async login(values: LoginFormValues): Promise<string> {
    const answer = await this.api.post<unknown>(LOGIN_PATH, values);
    return parseAnswer(postUsersLogin.response, answer, LOGIN_PATH).token;
  }

  async register(values: LoginFormValues): Promise<string> {
    const answer = await this.api.post<unknown>(REGISTER_PATH, values);
    return parseAnswer(postUsersRegister.response, answer, REGISTER_PATH).token;
  }

  async requestPasswordReset(values: EmailFormValues): Promise<void> {
    await this.api.post<unknown>('/users/recover/password', values);
  }

  async setPassword(values: PasswordSetValues): Promise<void> {
    await this.api.post<unknown>('/users/set-password', values);
  }

  async changeEmail(values: EmailChangeValues): Promise<string> {
    const answer = await this.api.put<unknown>('/users', values);
    return parseAnswer(putUsers.response, answer, '/users').message;
  }

  async confirmEmail(code: string): Promise<void> {
    await this.api.post<unknown>('/users/confirm-email', { code });
  }

  async changePassword(values: PasswordChangeValues): Promise<void> {
    await this.api.put<unknown>('/users/change-password', values);
  }

  async orders(): Promise<Order[]> {
    const path = '/settings/orders';
    // A bare list, as the contract declares it (postSettingsOrders) and the server writes it.
    const answer = await this.api.post<unknown>(path, {});
    return parseAnswer(orderHistoryAnswer, answer, path).map(orderFromAnswer);
  }
}
