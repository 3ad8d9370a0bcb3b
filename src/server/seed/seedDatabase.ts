import type { Kysely } from 'kysely';
import { seedClubInvites, withdrawDemoClubInvites } from '../club/adapters/demoClubInvites';
import { KyselyClubInvites } from '../club/adapters/KyselyClubInvites';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/app/contentDirectory';
import { KyselyContentImport } from '../contentImport/KyselyContentImport';
import type { Database } from '../database/schema';
import { KyselySiteSettings } from '../settings/adapters/KyselySiteSettings';
import { seedContent } from './seedContent';

/**
 * Everything a fresh database needs; safe to run again on a database in use. The demo club
 * invites are for trying the site out, never for production. The seed's own composition:
 * it builds the adapters its steps write through.
 */
export async function seedDatabase(db: Kysely<Database>, config: ServerConfig): Promise<string[]> {
  await new KyselySiteSettings(db).seedDefaults();
  const content = await seedContent(new KyselyContentImport(db));
  const invites = new KyselyClubInvites(db);
  const clubInvites =
    config.nodeEnv === 'production'
      ? await withdrawDemoClubInvites(invites, contentDirectory())
      : await seedClubInvites(invites, contentDirectory());
  return ['default settings: present', ...content.notes, clubInvites];
}
