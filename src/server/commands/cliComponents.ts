import { KyselyAccountRepository } from '../accounts/KyselyAccountRepository';
import type { AccountRepository } from '../accounts/AccountRepository';
import { KyselyClubInvites } from '../club/KyselyClubInvites';
import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { KyselyDiscountCodeLookup } from '../discounts/KyselyDiscountCodeLookup';
import { KyselyMailQueue } from '../mail/KyselyMailQueue';
import type { MailQueue } from '../mail/MailQueue';
import { KyselySiteSettings } from '../settings/KyselySiteSettings';
import type { SiteSettings } from '../settings/SiteSettings';

/** The ports the operator's commands (main.js maintenance, club-invite, discount-code) use. */
export interface CliComponents {
  siteSettings: Pick<SiteSettings, 'setMaintenanceMode'>;
  accounts: Pick<AccountRepository, 'findByEmail'>;
  clubInvites: Pick<KyselyClubInvites, 'create'>;
  mailQueue: Pick<MailQueue, 'enqueue'>;
  discountCodes: Pick<KyselyDiscountCodeLookup, 'create' | 'list'>;
}

/**
 * The composition root of the command line (as app.ts is the server's): opens and migrates
 * the database, builds the Kysely adapters a command needs and closes the database after it,
 * so the commands themselves never see `db` (issue 11).
 */
export async function withCliComponents<T>(
  config: ServerConfig,
  command: (components: CliComponents) => Promise<T>,
): Promise<T> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const { db } = database;
    const mailQueue = new KyselyMailQueue(db);
    return await command({
      siteSettings: new KyselySiteSettings(db),
      accounts: new KyselyAccountRepository(db, mailQueue),
      clubInvites: new KyselyClubInvites(db),
      mailQueue,
      discountCodes: new KyselyDiscountCodeLookup(db),
    });
  } finally {
    await database.close();
  }
}
