import { inject, injectable } from 'inversify';
import type { ClubInviteCheck, ClubRegistrationPayload } from '../../application/club/ClubInvite';
import type { ClubGateway } from '../../application/club/ClubGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { postClubInviteCheck, postClubInviteRegister } from '../../contract/club';
import { parseAnswer } from '../http/parseAnswer';
import { clubInviteFromAnswer } from './clubInviteFromAnswer';

const CHECK_PATH = '/club/invite/check';
const REGISTER_PATH = '/club/invite/register';

@injectable()
export class AxiosClubGateway implements ClubGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async checkInvite(token: string): Promise<ClubInviteCheck> {
    const answer = await this.api.post<unknown>(CHECK_PATH, { token });
    return clubInviteFromAnswer(parseAnswer(postClubInviteCheck.response, answer, CHECK_PATH));
  }

  async register(payload: ClubRegistrationPayload): Promise<string> {
    const answer = await this.api.post<unknown>(REGISTER_PATH, payload);
    return parseAnswer(postClubInviteRegister.response, answer, REGISTER_PATH).token;
  }
}
