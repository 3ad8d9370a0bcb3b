import { readFile } from 'node:fs/promises';
import type { ServerConfig } from '../config';
import { MembersMailError, membersMail, readMembersMail } from '../club/adapters/membersMail';
import { withCliComponents } from './cliComponents';
import { UsageError } from './maintenanceCommand';

const USAGE = 'Usage: club-mail <file.md>';

/**
 * `club-mail <file.md>`: queues a Markdown message to every club member (the members' e-mail
 * that content/pages/club.md promises: beta download links, studio notes). Each member gets
 * their own copy, HTML rendered with marked and the Markdown as its plain-text part; the
 * running server's mail worker sends them.
 */
export async function clubMailCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new UsageError(USAGE);
  let markdown: string;
  try {
    markdown = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
  let message;
  try {
    message = await readMembersMail(markdown);
  } catch (error) {
    if (error instanceof MembersMailError) throw new UsageError(error.message);
    throw error;
  }
  return withCliComponents(config, async ({ clubMembers, mailQueue }) => {
    const members = await clubMembers.all();
    for (const member of members) {
      await mailQueue.enqueue(membersMail(member.email, message, config));
    }
    const count = members.length === 1 ? '1 club member' : `${members.length} club members`;
    return `"${message.subject}" queued for ${count} (the mail worker sends it).`;
  });
}
