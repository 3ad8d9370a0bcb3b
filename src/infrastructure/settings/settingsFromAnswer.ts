import type { Settings } from '../../application/settings/Settings';
import type { SettingsAnswer } from '../../contract/settings';

/** GET /settings's answer (src/contract/settings.ts) as the browser's model reads it. */
export function settingsFromAnswer(answer: SettingsAnswer): Settings {
  return {
    maintenanceMode: answer.maintenance_mode,
    currencySymbol: answer.currency_symbol,
    foundryName: answer.foundry_name,
    abbreviation: answer.abbreviation,
    contactEmail: answer.contact_email,
  };
}
