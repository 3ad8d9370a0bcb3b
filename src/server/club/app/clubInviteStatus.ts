import { failed, succeeded, type Result } from '../../application/Result';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import type { ClubInviteRecord } from './ClubInviteRecord';
import type { ClubInvites } from './ClubInvites';

export const CLUB_INVITE_INVALID_MESSAGE = 'This invitation is not valid or has already been used.';
export const CLUB_INVITE_EXPIRED_MESSAGE = 'This invitation has expired. Please ask for a new one.';

/** Why an invitation's link opens nothing (docs/spec.md §8: the page shows the message). */
export type ClubInviteFailure =
  /** No invitation has this token (404). */
  | { name: 'InviteInvalid' }
  /** It was used, by this registration's race or an earlier one (410). */
  | { name: 'InviteUsed' }
  /** Its time is over (410). */
  | { name: 'InviteExpired' };

/**
 * The invitation of a link's token while it can still be used. A token that does not look
 * like one is refused without a database lookup.
 */
export async function usableInvite(
  invites: ClubInvites,
  token: string | undefined,
  now: Date,
): Promise<Result<ClubInviteRecord, ClubInviteFailure>> {
  if (!token || !SECRET_TOKEN_PATTERN.test(token)) return failed({ name: 'InviteInvalid' });
  const invite = await invites.find(token);
  if (!invite) return failed({ name: 'InviteInvalid' });
  if (invite.usedAt) return failed({ name: 'InviteUsed' });
  if (invite.expiresAt && invite.expiresAt <= now.toISOString()) {
    return failed({ name: 'InviteExpired' });
  }
  return succeeded(invite);
}
