import type {
  ClubInviteCheck,
  ClubRegistrationPayload,
} from '../../../src/application/club/ClubInvite';
import type { ClubGateway } from '../../../src/application/club/ClubGateway';

export const NEW_MEMBER_INVITE: ClubInviteCheck = {
  invite: { id: 'invite-1', email: 'mara@studio.test', coworkerInvite: false, company: null },
  alreadyCustomer: false,
};

export const COWORKER_INVITE: ClubInviteCheck = {
  invite: {
    id: 'invite-2',
    email: 'jonas@studio.test',
    coworkerInvite: true,
    company: 'Northlight',
  },
  alreadyCustomer: false,
};

export class FakeClubGateway implements ClubGateway {
  readonly checked: string[] = [];
  readonly registered: ClubRegistrationPayload[] = [];
  check: ClubInviteCheck | Error = NEW_MEMBER_INVITE;
  registerError: Error | null = null;

  async checkInvite(token: string): Promise<ClubInviteCheck> {
    this.checked.push(token);
    if (this.check instanceof Error) throw this.check;
    return this.check;
  }

  async register(payload: ClubRegistrationPayload): Promise<string> {
    this.registered.push(payload);
    if (this.registerError) throw this.registerError;
    return 'club-token';
  }
}
