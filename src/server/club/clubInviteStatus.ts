import { HttpError } from '../http/HttpError';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import type { ClubInviteRow } from './clubInviteStore';

export const CLUB_INVITE_INVALID_MESSAGE = 'This invitation is not valid or has already been used.';
export const CLUB_INVITE_EXPIRED_MESSAGE = 'This invitation has expired. Please ask for a new one.';

/** A token that does not look like one is refused without a database lookup. */
export function assertInviteTokenShape(token: string | undefined): asserts token is string {
  if (!token || !SECRET_TOKEN_PATTERN.test(token)) {
    throw HttpError.of(404, CLUB_INVITE_INVALID_MESSAGE, 'invalid_invite');
  }
}

/** 404 for an unknown invitation, 410 for a used or expired one (docs/spec.md §8: the page shows the message). */
export function assertInviteUsable(
  invite: ClubInviteRow | undefined,
  now: Date = new Date(),
): asserts invite is ClubInviteRow {
  if (!invite) throw HttpError.of(404, CLUB_INVITE_INVALID_MESSAGE, 'invalid_invite');
  if (invite.used_at) throw HttpError.of(410, CLUB_INVITE_INVALID_MESSAGE, 'invite_used');
  if (invite.expires_at && invite.expires_at <= now.toISOString()) {
    throw HttpError.of(410, CLUB_INVITE_EXPIRED_MESSAGE, 'invite_expired');
  }
}
