/**
 * What an operator stores in the database rather than in the environment (the `settings`
 * table): the maintenance switch. KyselySiteSettings is the adapter.
 */
export interface SiteSettings {
  /** Whether the stored maintenance switch is on (off until someone turns it on). */
  maintenanceMode(): Promise<boolean>;
  /** What `main.js maintenance on|off` does; a running server sees it on its next read. */
  setMaintenanceMode(on: boolean): Promise<void>;
  /** Adds the defaults that are missing and never overwrites what an operator has set. */
  seedDefaults(): Promise<void>;
}
