import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { closeOnSignals } from '../lifecycle/gracefulShutdown';
import {
  isClusterWorker,
  leaveClusterOnClose,
  serveOnEveryCore,
} from '../lifecycle/serveOnEveryCore';
import { scheduleSweeps } from '../lifecycle/sweepSchedule';
import { demoIdentityWarning } from '../foundry/app/demoIdentityWarning';
import { seedDatabase } from '../seed/seedDatabase';

/** Migrations and seed: run once, by the one process that prepares the database. */
async function prepareDatabase(
  config: ServerConfig,
): Promise<{ applied: string[]; seeded: string[] }> {
  const database = openDatabase(config.database);
  try {
    return {
      applied: await migrateToLatest(database),
      seeded: await seedDatabase(database.db, config),
    };
  } finally {
    await database.close();
  }
}

/**
 * Migrate, seed, listen: one command brings up the whole site on a fresh machine. With
 * WEB_CONCURRENCY above 1, the database is prepared once and that many worker processes
 * serve the port (serveOnEveryCore.ts).
 */
export async function serveCommand(config: ServerConfig): Promise<void> {
  if (config.webConcurrency > 1 && !isClusterWorker()) {
    return serveOnEveryCore(
      config.webConcurrency,
      async () => void (await prepareDatabase(config)),
      (message) => console.log(message),
    );
  }
  const prepared = isClusterWorker() ? null : await prepareDatabase(config);
  const database = openDatabase(config.database);
  let app;
  try {
    app = await buildApp(config, { database });
    scheduleSweeps(app, config);
    if (prepared)
      app.log.info({ migrations: prepared.applied, seed: prepared.seeded }, 'database ready');
    const identityWarning = demoIdentityWarning(config);
    if (identityWarning) app.log.warn(identityWarning);
  } catch (error) {
    await database.close();
    throw error;
  }
  leaveClusterOnClose(app);
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.foundryName} is serving ${config.publicUrl} (listening on ${config.host}:${config.port}, ${config.database.dialect})`,
  );
}
