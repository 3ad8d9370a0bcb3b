import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { describeSweep } from '../housekeeping/app/describeSweep';
import { sweep } from '../housekeeping/app/sweep';
import { sweepOptionsFrom } from '../housekeeping/sweepOptions';

/**
 * `sweep`: settles the payments nobody settled and the pending refunds, and removes what has had its time (carts,
 * quotes, expired sessions and links, old mail: see sweep()) once, and says how many of each.
 * The serve process does the same every SWEEP_INTERVAL_MINUTES; this is for
 * SWEEP_INTERVAL_MINUTES=0 set-ups (a cron job) and for an operator who wants it done now.
 * Safe beside running servers. The app is built (not started) for its card processor and
 * mail queue; the e-mails it queues are sent by the servers' mail workers.
 */
export async function sweepCommand(config: ServerConfig): Promise<string> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp(config, { database, startMailWorker: false });
  try {
    const report = await sweep(
      app.staleRecords,
      sweepOptionsFrom(config, app.checkout.reconciler, app.refundFollowUp),
    );
    return describeSweep(report, config.retention);
  } finally {
    await app.close(); // closes the database too
  }
}
