import { getAdminClub, postAdminClubInvite } from '../../../contract/adminCodes';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import {
  PAGE_SIZE,
  TAGS,
  openInMaintenance,
  pageOf,
  staffOf,
  type AdminRouteKit,
} from './adminRouteKit';

/** The club: its members and open invitations, and inviting someone. */
export function adminClubRoutes({ api, admin }: AdminRouteKit): void {
  api.get<RouteOf<typeof getAdminClub>>(
    '/club',
    { schema: routeSchema(getAdminClub, TAGS), config: openInMaintenance },
    async (request) => {
      const page = pageOf(request.query.page);
      const [members, invites] = await Promise.all([
        admin.clubDesk.members(page, PAGE_SIZE),
        admin.clubDesk.openInvites(),
      ]);
      return {
        members: members.customers.map((member) => ({
          id: member.id,
          email: member.email,
          name: member.name,
          company: member.company,
          created_at: member.createdAt,
        })),
        members_total: members.total,
        open_invites: invites.map((invite) => ({
          email: invite.email,
          coworker_invite: invite.coworkerInvite,
          invited_by_email: invite.invitedByEmail,
          company: invite.company,
          created_at: invite.createdAt,
          expires_at: invite.expiresAt,
        })),
      };
    },
  );

  api.post<RouteOf<typeof postAdminClubInvite>>(
    '/club/invites',
    { schema: routeSchema(postAdminClubInvite, TAGS), config: openInMaintenance },
    async (request) => {
      const { email, coworker_of: coworkerOf } = request.body;
      const sent = valueOrRefuse(
        await admin.clubDesk.inviteMember(staffOf(request), {
          email,
          coworkerOf: coworkerOf?.trim() ? coworkerOf : null,
        }),
      );
      const who = sent.invitedBy ? ` as a co-worker of ${sent.invitedBy}` : '';
      return { message: `The invitation is on its way to ${sent.email}${who}.` };
    },
  );
}
