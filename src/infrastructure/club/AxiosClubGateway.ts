import { inject, injectable } from 'inversify';
import type { ClubInviteCheck, ClubRegistrationPayload } from '../../application/club/ClubInvite';
import type { ClubGateway } from '../../application/club/ClubGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { tokenFromAnswer } from '../account/tokenFromAnswer';
import { clubInviteFromAnswer } from './clubInviteFromAnswer';

const CHECK_PATH = '/club/invite/check';
const REGISTER_PATH = '/club/invite/register';

@injectable()
export class AxiosClubGateway implements ClubGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async checkInvite(token: string): Promise<ClubInviteCheck> {
    return clubInviteFromAnswer(await this.api.post<unknown>(CHECK_PATH, { token }), CHECK_PATH);
  }

  async register(payload: ClubRegistrationPayload): Promise<string> {
    return tokenFromAnswer(await this.api.post<unknown>(REGISTER_PATH, payload), REGISTER_PATH);
  }
}
