import { isValidEmail } from '../../domain/validation/emailPattern';
import { InviteToClub } from '../club/app/InviteToClub';
import type { ServerConfig } from '../config';
import { withCliComponents } from './cliComponents';
import { UsageError } from './maintenanceCommand';

const USAGE = 'Usage: club-invite <email> [--coworker-of <memberEmail>]';

/**
 * `club-invite <email> [--coworker-of <memberEmail>]`: creates an invitation, queues its
 * e-mail (the running server's mail worker sends it) and prints the link (InviteToClub).
 */
export async function clubInviteCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [email, flag, memberEmail, ...rest] = args;
  const coworker = flag === '--coworker-of';
  if (!email || !isValidEmail(email) || rest.length > 0 || (flag && !coworker)) {
    throw new UsageError(USAGE);
  }
  if (coworker && (!memberEmail || !isValidEmail(memberEmail))) throw new UsageError(USAGE);

  return withCliComponents(config, async ({ accounts, clubInvites, mailQueue }) => {
    const invite = new InviteToClub({
      accounts,
      invites: clubInvites,
      mail: mailQueue,
      brand: config,
    });
    const sent = await invite.execute({
      email,
      coworkerOf: coworker ? (memberEmail ?? null) : null,
    });
    if (!sent.ok) throw new UsageError(sent.failure.errors[0]?.message ?? USAGE);
    return `Club invitation for ${sent.value.email} created (the e-mail is queued):\n${sent.value.link}`;
  });
}
