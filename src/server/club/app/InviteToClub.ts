import { errorItem } from '../../../domain/errors/ErrorItem';
import { isValidEmail } from '../../../domain/validation/emailPattern';
import type { AccountRepository } from '../../accounts/app/AccountRepository';
import type { InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import { clubInviteLink } from './clubInviteLink';
import { clubInviteMail } from './clubInviteMail';
import type { ClubInviteIssuer } from './ClubInvites';

export interface ClubInvitation {
  email: string;
  /** A co-worker of this member: the invitation carries the member's company. */
  coworkerOf: string | null;
}

export interface ClubInviteSent {
  email: string;
  link: string;
  /** The inviting member ("Mara Lindqvist of Northlight Studio"); null: the foundry invited. */
  invitedBy: string | null;
}

const invalid = (field: string, message: string, rule: string): InvalidForm => ({
  name: 'InvalidForm',
  errors: [errorItem(field, message, rule)],
});

/**
 * The foundry invites someone to the club, alone or as a club member's co-worker: creates the
 * invitation and queues its e-mail (the mail worker sends it). `main.js club-invite` and the
 * back office both call it (docs/back-office.md).
 */
export class InviteToClub {
  constructor(
    private readonly ports: {
      accounts: Pick<AccountRepository, 'findByEmail'>;
      invites: ClubInviteIssuer;
      mail: Pick<MailQueue, 'enqueue'>;
      brand: MailBrand & { publicUrl: string };
    },
  ) {}

  async execute(invitation: ClubInvitation): Promise<Result<ClubInviteSent, InvalidForm>> {
    const email = invitation.email.trim();
    if (!isValidEmail(email))
      return failed(invalid('email', 'Enter a valid e-mail address.', 'email'));
    let invitedBy: { userId: string; email: string; name: string; company: string } | null = null;
    if (invitation.coworkerOf !== null) {
      const member = await this.ports.accounts.findByEmail(invitation.coworkerOf.trim());
      if (!member || !member.clubMember) {
        return failed(
          invalid(
            'coworker_of',
            `${invitation.coworkerOf.trim()} is not a club member.`,
            'club_member',
          ),
        );
      }
      const info = member.personalInfo;
      invitedBy = {
        userId: member.id,
        email: member.email,
        name: info.name || member.email,
        company: info.company ?? '',
      };
    }
    const { brand } = this.ports;
    const token = await this.ports.invites.create({
      email,
      coworkerInvite: invitedBy !== null,
      invitedBy,
      company: invitedBy?.company ?? null,
    });
    const link = clubInviteLink(brand.publicUrl, token);
    const inviter = invitedBy
      ? `${invitedBy.name}${invitedBy.company ? ` of ${invitedBy.company}` : ''}`
      : null;
    await this.ports.mail.enqueue(clubInviteMail({ to: email, link, invitedBy: inviter }, brand));
    return succeeded({ email, link, invitedBy: inviter });
  }
}
