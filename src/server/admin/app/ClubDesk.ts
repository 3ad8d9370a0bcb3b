import type { InvalidForm } from '../../application/InvalidForm';
import type { Result } from '../../application/Result';
import type { ClubInviteRecord } from '../../club/app/ClubInviteRecord';
import type { ClubInvitation, ClubInviteSent, InviteToClub } from '../../club/app/InviteToClub';
import type { OpenClubInvites } from '../../club/app/ClubInvites';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { AdminCustomers, CustomerSummary } from './AdminCustomers';

/**
 * The back office's club: invite someone (alone or as a member's co-worker) through the use
 * case `main.js club-invite` calls, audited; list the members and the open invitations.
 */
export class ClubDesk {
  constructor(
    private readonly invite: Pick<InviteToClub, 'execute'>,
    private readonly invites: OpenClubInvites,
    private readonly customers: Pick<AdminCustomers, 'search'>,
    private readonly audit: Pick<AuditLog, 'record'>,
  ) {}

  async inviteMember(
    staff: StaffMember,
    invitation: ClubInvitation,
  ): Promise<Result<ClubInviteSent, InvalidForm>> {
    const sent = await this.invite.execute(invitation);
    if (sent.ok) {
      // The link's token is a secret: the log keeps who was invited, never the link.
      await this.audit.record(staff, {
        action: 'club.invited',
        subject: sent.value.email,
        before: null,
        after: { coworker_of: invitation.coworkerOf?.trim() ?? null },
      });
    }
    return sent;
  }

  members(
    page: number,
    pageSize: number,
  ): Promise<{ customers: CustomerSummary[]; total: number }> {
    return this.customers.search(undefined, page, pageSize, true);
  }

  openInvites(): Promise<(ClubInviteRecord & { createdAt: string })[]> {
    return this.invites.listOpen();
  }
}
