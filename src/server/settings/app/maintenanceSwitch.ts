import { recentReading } from '../../caching/recentReading';
import type { SiteSettings } from './SiteSettings';

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
  settings: SiteSettings,
  override: boolean | null,
  cacheMs = 1000,
): MaintenanceSwitch {
  if (override !== null) return { isOn: async () => override };
  const stored = recentReading(() => settings.maintenanceMode(), cacheMs);
  return { isOn: () => stored.get() };
}
