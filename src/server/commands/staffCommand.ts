import QRCode from 'qrcode';
import type { ServerConfig } from '../config';
import { totpCodes } from '../staff/adapters/staffTotp';
import { EnrolStaff } from '../staff/app/EnrolStaff';
import { withCliComponents } from './cliComponents';
import { UsageError } from './maintenanceCommand';

const USAGE = 'Usage: staff add <email> [--password <password>] | staff remove <email>';

/**
 * `staff add <email> [--password <pw>]` makes (or promotes) a staff account and prints the
 * otpauth:// URL of its second factor, with its QR code for a phone's authenticator app;
 * `staff remove <email>` makes it a customer again. The secret is printed this once.
 */
export async function staffCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [action, email, flag, password, ...rest] = args;
  const withPassword = flag === '--password';
  if (!email || rest.length > 0 || (flag !== undefined && !withPassword)) {
    throw new UsageError(USAGE);
  }
  if (withPassword && !password) throw new UsageError(USAGE);
  if (action !== 'add' && action !== 'remove') throw new UsageError(USAGE);
  if (action === 'remove' && flag !== undefined) throw new UsageError(USAGE);

  return withCliComponents(config, async ({ staffAccounts }) => {
    const enrol = new EnrolStaff(staffAccounts, config.foundryName, totpCodes);
    if (action === 'remove') {
      const removed = await enrol.remove(email);
      if (!removed.ok) throw new UsageError(removed.failure.message);
      return `${email} is no longer staff; their sessions have ended.`;
    }
    const added = await enrol.add(email, password ?? null);
    if (!added.ok) throw new UsageError(added.failure.message);
    const { created, totpUrl } = added.value;
    const qr = await QRCode.toString(totpUrl, { type: 'terminal', small: true });
    return [
      `${email} is staff${created ? ' (new account)' : ''}.`,
      'Add this second factor to an authenticator app (scan the code or paste the URL):',
      qr,
      totpUrl,
    ].join('\n');
  });
}
