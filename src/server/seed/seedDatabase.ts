import type { Kysely } from 'kysely';
import { seedClubInvites } from '../club/seedClubInvites';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/contentDirectory';
import type { Database } from '../database/schema';
import { seedDefaultSettings } from '../settings/settingsStore';
import { seedContent } from './seedContent';

/** Everything a fresh database needs; safe to run again on a database in use. */
export async function seedDatabase(db: Kysely<Database>, config: ServerConfig): Promise<string[]> {
  await seedDefaultSettings(db);
  const content = await seedContent(db, config);
  const clubInvites = await seedClubInvites(db, contentDirectory());
  return ['default settings: present', ...content.notes, clubInvites];
}
