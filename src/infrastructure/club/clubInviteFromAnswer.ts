import { ApiError } from '../../application/errors/ApiError';
import type { ClubInviteCheck } from '../../application/club/ClubInvite';
import { errorItem } from '../../domain/errors/ErrorItem';
import { unwrapData } from '../http/unwrapData';

type Json = Record<string, unknown>;

/** A flag the API may send as a boolean or as 0/1 (docs/spec.md §3: coworker_invite 1 means co-worker). */
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/**
 * POST club/invite/check answers `{invite: {id, email, coworker_invite, beta_user: {company}},
 * already_customer}`. An answer without an invite is an invalid invite.
 */
export function clubInviteFromAnswer(answer: unknown, path: string): ClubInviteCheck {
  const body = (unwrapData<unknown>(answer) ?? {}) as Json;
  const invite = body.invite as Json | undefined;
  if (!invite || typeof invite.email !== 'string' || invite.id === undefined) {
    throw new ApiError([errorItem(null, 'The answer has no invite.', 'invalid_answer')], 200, path);
  }
  const betaUser = (invite.beta_user ?? {}) as Json;
  const company = betaUser.company ?? invite.company;
  return {
    invite: {
      id: invite.id as string | number,
      email: invite.email,
      coworkerInvite: flag(invite.coworker_invite),
      company: typeof company === 'string' ? company : null,
    },
    alreadyCustomer: flag(body.already_customer),
  };
}
