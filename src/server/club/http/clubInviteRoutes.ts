import type { FastifyInstance } from 'fastify';
import { postClubInviteCheck, postClubInviteRegister } from '../../../contract/club';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { rateLimited } from '../../http/rateLimits';
import { toClubInvite } from '../app/toClubInvite';

const TAGS = ['club'];

/**
 * The club invite calls: check the invitation (the CheckClubInvite use case), then register
 * with it (RegisterClubMember, clubRegistration.ts).
 */
export function clubInviteRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { checkClubInvite, registerClubMember } = context;

  return async (api) => {
    const check = { ...rateLimited, schema: routeSchema(postClubInviteCheck, TAGS) };
    type Check = RouteOf<typeof postClubInviteCheck>;
    api.post<Check>('/club/invite/check', check, async (request) => {
      const checked = valueOrRefuse(await checkClubInvite.execute(request.body.token));
      return { invite: toClubInvite(checked.invite), already_customer: checked.alreadyCustomer };
    });

    const register = { ...rateLimited, schema: routeSchema(postClubInviteRegister, TAGS) };
    type Register = RouteOf<typeof postClubInviteRegister>;
    api.post<Register>('/club/invite/register', register, async (request) => {
      const { token, ...values } = request.body;
      return { token: valueOrRefuse(await registerClubMember.execute(token, values)) };
    });
  };
}
