import type { AccountRepository } from '../../accounts/app/AccountRepository';
import { systemClock, type Clock } from '../../application/Clock';
import type { Result } from '../../application/Result';
import type { ClubInviteRecord } from './ClubInviteRecord';
import type { ClubInvites } from './ClubInvites';
import { usableInvite, type ClubInviteFailure } from './clubInviteStatus';

export interface CheckedClubInvite {
  invite: ClubInviteRecord;
  /** The address has a customer account: the form asks for its current password. */
  alreadyCustomer: boolean;
}

/** The invitation page's first call (docs/spec.md §2 /club/invite/{invite}). */
export class CheckClubInvite {
  constructor(
    private readonly invites: ClubInvites,
    private readonly accounts: Pick<AccountRepository, 'findByEmail'>,
    private readonly clock: Clock = systemClock,
  ) {}

  async execute(token: string | undefined): Promise<Result<CheckedClubInvite, ClubInviteFailure>> {
    const found = await usableInvite(this.invites, token, this.clock.now());
    if (!found.ok) return found;
    const invite = found.value;
    const alreadyCustomer = Boolean(await this.accounts.findByEmail(invite.email));
    return { ok: true, value: { invite, alreadyCustomer } };
  }
}
