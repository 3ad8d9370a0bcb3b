import type { Kysely } from 'kysely';
import { seedClubInvites, withdrawDemoClubInvites } from '../club/demoClubInvites';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/contentDirectory';
import type { Database } from '../database/schema';
import { KyselySiteSettings } from '../settings/KyselySiteSettings';
import { seedContent } from './seedContent';

/**
 * Everything a fresh database needs; safe to run again on a database in use. The demo club
 * invites are for trying the site out, never for production.
 */
export async function seedDatabase(db: Kysely<Database>, config: ServerConfig): Promise<string[]> {
  await new KyselySiteSettings(db).seedDefaults();
  const content = await seedContent(db, config);
  const clubInvites =
    config.nodeEnv === 'production'
      ? await withdrawDemoClubInvites(db, contentDirectory())
      : await seedClubInvites(db, contentDirectory());
  return ['default settings: present', ...content.notes, clubInvites];
}
