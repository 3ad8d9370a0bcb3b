import type { Settings } from '../settings/Settings';

/** Where the site-wide settings come from (GET /api/v1/settings). */
export interface SettingsGateway {
  /** Rejects with an ApiError, also when the answer does not have the settings' shape. */
  load(): Promise<Settings>;
}
