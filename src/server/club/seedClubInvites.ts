import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { parse } from 'yaml';
import type { Database } from '../database/schema';
import { createClubInvite, findClubInvite } from './clubInviteStore';

interface DemoInvite {
  token: string;
  email: string;
  beta_user?: boolean;
  coworker_invite?: boolean;
  company?: string | null;
  invited_by?: string | null;
}

/**
 * The demo invitations of content/club/invites.yaml, so a newcomer can try the club page at
 * once. Idempotent: an invite already there (used or not) is left as it is.
 */
export async function seedClubInvites(db: Kysely<Database>, contentDir: string): Promise<string> {
  const file = path.join(contentDir, 'club', 'invites.yaml');
  let invites: DemoInvite[];
  try {
    invites = (parse(await readFile(file, 'utf8')) ?? []) as DemoInvite[];
  } catch {
    return `club invites: ${file} not found, none seeded`;
  }
  let added = 0;
  for (const invite of invites) {
    if (await findClubInvite(db, invite.token)) continue;
    await createClubInvite(db, {
      token: invite.token,
      email: invite.email,
      coworkerInvite: invite.coworker_invite === true,
      betaUser: invite.beta_user !== false,
      company: invite.company ?? null,
      invitedBy: invite.invited_by ? { userId: null, email: invite.invited_by } : null,
      expiresAt: null,
    });
    added += 1;
  }
  return `club invites: ${added} added, ${invites.length - added} already present`;
}
