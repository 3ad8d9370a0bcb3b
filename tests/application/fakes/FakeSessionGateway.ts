import type { SessionGateway } from '../../../src/application/ports/SessionGateway';
import type { UserProfile } from '../../../src/application/session/UserProfile';

export class FakeSessionGateway implements SessionGateway {
  user: UserProfile | Error;
  logoutCalls = 0;
  meCalls = 0;

  constructor(user: UserProfile | Error = { email: 'ada@example.test', personal_info: {} }) {
    this.user = user;
  }

  async currentUser(): Promise<UserProfile> {
    this.meCalls += 1;
    if (this.user instanceof Error) throw this.user;
    return this.user;
  }

  async logout(): Promise<void> {
    this.logoutCalls += 1;
  }
}
