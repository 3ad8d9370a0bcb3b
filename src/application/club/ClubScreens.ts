import { inject, injectable } from 'inversify';
import type { FormValidator } from '../forms/FormValidator';
import type { SessionStore } from '../stores/SessionStore';
import { TOKENS } from '../tokens';
import type { ClubGateway } from './ClubGateway';
import { ClubInviteRegistration } from './ClubInviteRegistration';

/** Where a new club member goes after registering (docs/spec.md §4). */
export const CLUB_HOME_PATH = '/club';

/** The state /club/invite/{invite} starts with on each visit. */
@injectable()
export class ClubScreens {
  constructor(
    @inject(TOKENS.ClubGateway) private readonly gateway: ClubGateway,
    @inject(TOKENS.SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.FormValidator) private readonly forms: FormValidator,
  ) {}

  inviteRegistration(token: string): ClubInviteRegistration {
    return new ClubInviteRegistration(token, this.gateway, this.session, this.forms);
  }
}
