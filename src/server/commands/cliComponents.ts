import { KyselyAccountRepository } from '../accounts/adapters/KyselyAccountRepository';
import type { AccountRepository } from '../accounts/app/AccountRepository';
import { KyselyClubInvites } from '../club/adapters/KyselyClubInvites';
import type { ClubMembers } from '../club/app/ClubMembers';
import { KyselyClubMembers } from '../club/adapters/KyselyClubMembers';
import { createCatalogue, type Catalogue } from '../catalogue/createCatalogue';
import { kyselyCataloguePorts } from '../catalogue/adapters/kyselyCataloguePorts';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/app/contentDirectory';
import { KyselyContentImport } from '../contentImport/KyselyContentImport';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { KyselyDiscountCodeLookup } from '../discounts/adapters/KyselyDiscountCodeLookup';
import { KyselyMailQueue } from '../mail/adapters/KyselyMailQueue';
import type { MailQueue } from '../mail/app/MailQueue';
import { KyselySiteSettings } from '../settings/adapters/KyselySiteSettings';
import type { SiteSettings } from '../settings/app/SiteSettings';
import { KyselyStaffAccounts } from '../staff/adapters/KyselyStaffAccounts';
import type { StaffAccounts } from '../staff/app/StaffAccounts';

/**
 * The ports the operator's commands (main.js maintenance, club-invite, club-mail, discount-code,
 * staff, import) use.
 */
export interface CliComponents {
  siteSettings: Pick<SiteSettings, 'setMaintenanceMode'>;
  accounts: Pick<AccountRepository, 'findByEmail'>;
  clubInvites: Pick<KyselyClubInvites, 'create'>;
  /** `main.js club-mail`: whom the members' e-mail goes to. */
  clubMembers: Pick<ClubMembers, 'all'>;
  mailQueue: Pick<MailQueue, 'enqueue'>;
  discountCodes: Pick<KyselyDiscountCodeLookup, 'create' | 'list'>;
  /** The catalogue as the server builds it (`main.js import` makes its files); built on call. */
  catalogue: () => Catalogue;
  /** `main.js staff add|remove`. */
  staffAccounts: Pick<StaffAccounts, 'makeStaff' | 'demote'>;
  /** The content import into this database. */
  contentImport: Pick<KyselyContentImport, 'import'>;
}

/**
 * The composition root of the command line (as app.ts is the server's): opens and migrates
 * the database, builds the Kysely adapters a command needs and closes the database after it,
 * so the commands themselves never see `db`.
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
    const accounts = new KyselyAccountRepository(db, mailQueue);
    return await command({
      siteSettings: new KyselySiteSettings(db),
      accounts,
      staffAccounts: new KyselyStaffAccounts(db, accounts),
      clubInvites: new KyselyClubInvites(db),
      clubMembers: new KyselyClubMembers(db),
      mailQueue,
      discountCodes: new KyselyDiscountCodeLookup(db),
      catalogue: () => createCatalogue(kyselyCataloguePorts(db, contentDirectory()), config),
      contentImport: new KyselyContentImport(db),
    });
  } finally {
    await database.close();
  }
}
