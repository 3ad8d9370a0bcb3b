import type { FastifyRequest } from 'fastify';

/** Who is asking for a members-only page (docs/spec.md §6: club pages are for invited members). */
export type ClubAccess = 'guest' | 'customer' | 'member';

/**
 * The session behind the request's bearer token (accounts' SessionAuth): no valid token is a
 * guest, a user with personal_info.beta a member. Routes call this function and nothing else.
 */
export async function resolveClubAccess(request: FastifyRequest): Promise<ClubAccess> {
  const user = await request.server.appContext.auth.currentUser(request);
  if (!user) return 'guest';
  return user.clubMember ? 'member' : 'customer';
}
