import type { FastifyRequest } from 'fastify';
import { failed, succeeded, type Result } from '../../application/Result';
import { resolveClubAccess } from './clubAccess';
import type { ClubPageRefused } from '../app/ClubPageRefused';

/**
 * Who may read a content page: anyone, unless it is members-only (the Club's, docs/spec.md
 * §6), which a guest must log in for and only an invited member may read (ClubPageRefused
 * otherwise). Answers the Cache-Control of the page.
 */
export async function memberPageAccess(
  request: FastifyRequest,
  page: { members_only: boolean },
): Promise<Result<string | undefined, ClubPageRefused>> {
  if (!page.members_only) return succeeded(undefined);
  const access = await resolveClubAccess(request);
  if (access === 'guest') return failed({ name: 'ClubPageLoginRequired' });
  if (access !== 'member') return failed({ name: 'ClubPageMembersOnly' });
  // Per-user content: a shared cache must not keep it.
  return succeeded('private, no-cache');
}
