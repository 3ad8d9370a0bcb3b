import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KyselyContentImport } from '../contentImport/KyselyContentImport';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import type { FamilyShop } from '../shop/app/FamilyShop';
import type { ShopSettings } from '../shop/adapters/familyShops';
import { KyselyImportedShops } from '../shop/adapters/KyselyImportedShops';
import { KyselyShopPriceLists } from '../shop/adapters/KyselyShopPriceLists';

/**
 * Every family's shop straight from a content folder, as the server would sell it after an
 * import: the content is imported into a throw-away SQLite database, so the shops hold
 * exactly what the import reads from the font files (styles, packages, the scripts the
 * fonts really contain), and no running database is touched.
 */
export async function shopsFromContent(
  contentDir: string,
  settings: ShopSettings,
): Promise<Map<string, FamilyShop>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foundry-shops-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(folder, 'shops.sqlite') });
  try {
    await migrateToLatest(database);
    await new KyselyContentImport(database.db).import(contentDir);
    const priceLists = new KyselyShopPriceLists(database.db);
    return (await new KyselyImportedShops(database.db, priceLists, settings).read()).families;
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
