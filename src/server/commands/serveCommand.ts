import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { closeOnSignals } from '../lifecycle/gracefulShutdown';
import { scheduleSweeps } from '../lifecycle/sweepSchedule';
import { demoIdentityWarning } from '../foundry/demoIdentityWarning';
import { seedDatabase } from '../seed/seedDatabase';

/** Migrate, seed, listen: one command brings up the whole site on a fresh machine. */
export async function serveCommand(config: ServerConfig): Promise<void> {
  const database = openDatabase(config.database);
  let app;
  try {
    const applied = await migrateToLatest(database);
    const seeded = await seedDatabase(database.db, config);
    app = await buildApp(config, { database });
    scheduleSweeps(app, config);
    app.log.info({ migrations: applied, seed: seeded }, 'database ready');
    const identityWarning = demoIdentityWarning(config);
    if (identityWarning) app.log.warn(identityWarning);
  } catch (error) {
    await database.close();
    throw error;
  }
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.foundryName} is serving ${config.publicUrl} (listening on ${config.host}:${config.port}, ${config.database.dialect})`,
  );
}
