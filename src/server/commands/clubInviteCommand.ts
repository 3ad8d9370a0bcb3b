import { isValidEmail } from '../../domain/validation/emailPattern';
import { clubInviteLink } from '../club/clubInviteLink';
import { clubInviteMail } from '../club/clubInviteMail';
import type { ServerConfig } from '../config';
import { withCliComponents } from './cliComponents';
import { UsageError } from './maintenanceCommand';

const USAGE = 'Usage: club-invite <email> [--coworker-of <memberEmail>]';

/**
 * `club-invite <email> [--coworker-of <memberEmail>]`: creates an invitation, queues its
 * e-mail (the running server's mail worker sends it) and prints the link.
 */
export async function clubInviteCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [email, flag, memberEmail, ...rest] = args;
  const coworker = flag === '--coworker-of';
  if (!email || !isValidEmail(email) || rest.length > 0 || (flag && !coworker)) {
    throw new UsageError(USAGE);
  }
  if (coworker && (!memberEmail || !isValidEmail(memberEmail))) throw new UsageError(USAGE);

  return withCliComponents(config, async ({ accounts, clubInvites, mailQueue }) => {
    let invitedBy: { userId: string; email: string; name: string; company: string } | null = null;
    if (coworker && memberEmail) {
      const member = await accounts.findByEmail(memberEmail);
      if (!member || !member.clubMember) {
        throw new UsageError(`${memberEmail} is not a club member.`);
      }
      const info = member.personalInfo;
      invitedBy = {
        userId: member.id,
        email: member.email,
        name: info.name || member.email,
        company: info.company ?? '',
      };
    }
    const token = await clubInvites.create({
      email,
      coworkerInvite: coworker,
      invitedBy,
      company: invitedBy?.company ?? null,
    });
    const link = clubInviteLink(config.publicUrl, token);
    const inviter = invitedBy
      ? `${invitedBy.name}${invitedBy.company ? ` of ${invitedBy.company}` : ''}`
      : null;
    await mailQueue.enqueue(clubInviteMail({ to: email.trim(), link, invitedBy: inviter }, config));
    return `Club invitation for ${email.trim()} created (the e-mail is queued):\n${link}`;
  });
}
