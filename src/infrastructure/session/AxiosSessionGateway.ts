import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { SessionGateway } from '../../application/ports/SessionGateway';
import type { UserProfile } from '../../application/session/UserProfile';
import { TOKENS } from '../../application/tokens';
import { getMe } from '../../contract/accounts';
import { parseAnswer } from '../http/parseAnswer';

const ME_PATH = '/me';
const LOGOUT_PATH = '/users/logout';

@injectable()
export class AxiosSessionGateway implements SessionGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async currentUser(): Promise<UserProfile> {
    return parseAnswer(getMe.response, await this.api.get<unknown>(ME_PATH), ME_PATH);
  }

  async logout(): Promise<void> {
    await this.api.post<unknown>(LOGOUT_PATH);
  }
}
