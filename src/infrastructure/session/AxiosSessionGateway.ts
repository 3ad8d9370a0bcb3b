import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/errors/ApiError';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { SessionGateway } from '../../application/ports/SessionGateway';
import type { UserProfile } from '../../application/session/UserProfile';
import { TOKENS } from '../../application/tokens';
import { errorItem } from '../../domain/errors/ErrorItem';

const ME_PATH = '/me';
const LOGOUT_PATH = '/users/logout';

function isUserProfile(body: unknown): body is UserProfile {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { email?: unknown }).email === 'string'
  );
}

@injectable()
export class AxiosSessionGateway implements SessionGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async currentUser(): Promise<UserProfile> {
    const answer = await this.api.get<unknown>(ME_PATH);
    // The user may come bare or wrapped in `data`/`user`; accept all three.
    const wrapped = answer as { data?: unknown; user?: unknown } | null;
    const body = isUserProfile(answer) ? answer : (wrapped?.data ?? wrapped?.user);
    if (!isUserProfile(body)) {
      throw new ApiError(
        [errorItem(null, 'The user answer has no e-mail.', 'invalid_user')],
        200,
        ME_PATH,
      );
    }
    return body;
  }

  async logout(): Promise<void> {
    await this.api.post<unknown>(LOGOUT_PATH);
  }
}
