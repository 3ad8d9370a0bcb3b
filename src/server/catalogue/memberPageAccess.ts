import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import { resolveClubAccess } from './clubAccess';

/**
 * Who may read a content page: anyone, unless it is members-only (the Club's, docs/spec.md
 * §6), which a guest must log in for (401) and only an invited member may read (403
 * otherwise). Answers the Cache-Control of the page.
 */
export async function memberPageAccess(
  request: FastifyRequest,
  page: { members_only: boolean },
): Promise<string | undefined> {
  if (!page.members_only) return undefined;
  const access = await resolveClubAccess(request);
  if (access === 'guest') {
    throw HttpError.of(401, 'Please log in to see the Club pages.', 'login_required');
  }
  if (access !== 'member') {
    throw HttpError.of(403, 'The Club pages are for invited members.', 'club_members_only');
  }
  // Per-user content: a shared cache must not keep it.
  return 'private, no-cache';
}
