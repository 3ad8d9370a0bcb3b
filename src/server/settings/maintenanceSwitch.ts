import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { recentReading } from '../caching/recentReading';
import { readStoredMaintenanceMode } from './settingsStore';

export interface MaintenanceSwitch {
  isOn(): Promise<boolean>;
}

/**
 * Whether the site is in maintenance: MAINTENANCE_MODE when the environment sets it,
 * otherwise the stored switch. The stored value is read from the database (not kept in
 * memory) because the `maintenance` command runs in another process and several servers
 * may run behind a load balancer; a recent reading keeps that to one query per `cacheMs`
 * for all concurrent requests, since every API call asks.
 */
export function createMaintenanceSwitch(
  db: Kysely<Database>,
  override: boolean | null,
  cacheMs = 1000,
): MaintenanceSwitch {
  if (override !== null) return { isOn: async () => override };
  const stored = recentReading(() => readStoredMaintenanceMode(db), cacheMs);
  return { isOn: () => stored.get() };
}
