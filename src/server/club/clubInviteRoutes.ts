import type { FastifyInstance } from 'fastify';
import { postClubInviteCheck, postClubInviteRegister } from '../../contract/club';
import type { AppContext } from '../appContext';
import { valueOrRefuse } from '../http/Refused';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { rateLimited } from '../security/rateLimits';
import { assertInviteTokenShape, assertInviteUsable } from './clubInviteStatus';
import { toClubInvite } from './toClubInvite';

const TAGS = ['club'];

/**
 * The club invite calls: check the invitation, then register with it (the
 * RegisterClubMember use case, clubRegistration.ts).
 */
export function clubInviteRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { accounts, clubEnrolments } = context;

  /** The invitation of a token, or 404 / 410 (clubInviteStatus.ts). */
  const usableInvite = async (token: string | undefined) => {
    assertInviteTokenShape(token);
    const invite = await clubEnrolments.findInvite(token);
    assertInviteUsable(invite);
    return invite;
  };

  return async (api) => {
    const check = { ...rateLimited, schema: routeSchema(postClubInviteCheck, TAGS) };
    type Check = RouteOf<typeof postClubInviteCheck>;
    api.post<Check>('/club/invite/check', check, async (request) => {
      const invite = await usableInvite(request.body.token);
      return {
        invite: toClubInvite(invite),
        already_customer: Boolean(await accounts.findByEmail(invite.email)),
      };
    });

    const register = { ...rateLimited, schema: routeSchema(postClubInviteRegister, TAGS) };
    type Register = RouteOf<typeof postClubInviteRegister>;
    api.post<Register>('/club/invite/register', register, async (request) => {
      const { token, ...values } = request.body;
      const invite = await usableInvite(token);
      return { token: valueOrRefuse(await context.registerClubMember.execute(invite, values)) };
    });
  };
}
