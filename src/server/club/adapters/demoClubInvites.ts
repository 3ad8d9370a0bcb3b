import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { KyselyClubInvites } from './KyselyClubInvites';

interface DemoInvite {
  token: string;
  email: string;
  beta_user?: boolean;
  coworker_invite?: boolean;
  company?: string | null;
  invited_by?: string | null;
}

function demoInvitesFile(contentDir: string): string {
  return path.join(contentDir, 'club', 'invites.yaml');
}

async function readDemoInvites(file: string): Promise<DemoInvite[] | null> {
  try {
    return (parse(await readFile(file, 'utf8')) ?? []) as DemoInvite[];
  } catch {
    return null;
  }
}

/**
 * The demo invitations of content/club/invites.yaml, so a newcomer can try the club page at
 * once. Idempotent: an invite already there (used or not) is left as it is. Never in
 * production (see withdrawDemoClubInvites): their tokens are public.
 */
export async function seedClubInvites(
  clubInvites: Pick<KyselyClubInvites, 'find' | 'create'>,
  contentDir: string,
): Promise<string> {
  const file = demoInvitesFile(contentDir);
  const invites = await readDemoInvites(file);
  if (!invites) return `club invites: ${file} not found, none seeded`;
  let added = 0;
  for (const invite of invites) {
    if (await clubInvites.find(invite.token)) continue;
    await clubInvites.create({
      token: invite.token,
      email: invite.email,
      coworkerInvite: invite.coworker_invite === true,
      grantsMembership: invite.beta_user !== false,
      company: invite.company ?? null,
      invitedBy: invite.invited_by ? { userId: null, email: invite.invited_by } : null,
      expiresAt: null,
    });
    added += 1;
  }
  return `club invites: ${added} added, ${invites.length - added} already present`;
}

/**
 * Production's side of the demo invites: anyone can read their tokens in the repository and
 * become a member (and make the shop e-mail co-worker invitations), so none is imported, and
 * an unused one an earlier start imported is deleted. A used one stays, as every used
 * invitation does: its member exists.
 */
export async function withdrawDemoClubInvites(
  clubInvites: Pick<KyselyClubInvites, 'withdrawUnused'>,
  contentDir: string,
): Promise<string> {
  const invites = await readDemoInvites(demoInvitesFile(contentDir));
  if (!invites || invites.length === 0) return 'club invites: no demo invites in production';
  const withdrawn = await clubInvites.withdrawUnused(invites.map((invite) => invite.token));
  return `club invites: no demo invites in production, ${withdrawn} withdrawn`;
}
