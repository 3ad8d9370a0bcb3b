import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { describeSweep } from '../housekeeping/describeSweep';
import { sweep, sweepOptionsFrom } from '../housekeeping/sweep';

/**
 * `sweep`: removes what has had its time (carts, quotes, expired sessions and links, old
 * mail: see sweep()) once and says how many of each. The serve process does the same every
 * SWEEP_INTERVAL_MINUTES; this is for SWEEP_INTERVAL_MINUTES=0 set-ups (a cron job) and for
 * an operator who wants it done now. Safe beside running servers.
 */
export async function sweepCommand(config: ServerConfig): Promise<string> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const report = await sweep(database.db, sweepOptionsFrom(config));
    return describeSweep(report, config.retention);
  } finally {
    await database.close();
  }
}
