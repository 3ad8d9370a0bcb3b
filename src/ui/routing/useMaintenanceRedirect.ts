import { useLocation } from 'react-router-dom';
import type { PostLoginRedirect } from '../../application/session/PostLoginRedirect';
import type { MaintenanceStore } from '../../application/stores/MaintenanceStore';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { maintenanceDestination } from './maintenanceDestination';

export { MAINTENANCE_PATH } from './maintenanceDestination';

/**
 * Where the maintenance lock sends the visitor, or null to stay (maintenanceDestination). Call
 * it from an observer component so it re-evaluates when maintenance or settings change.
 */
export function useMaintenanceRedirect(): string | null {
  const { pathname } = useLocation();
  const maintenance = useInjection<MaintenanceStore>(TOKENS.MaintenanceStore);
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  const redirect = useInjection<PostLoginRedirect>(TOKENS.PostLoginRedirect);
  return maintenanceDestination({
    pathname,
    maintenanceOn: maintenance.isOn,
    settingsSettled: settings.isSettled,
    afterLogin: maintenance.isOn ? redirect.peek() : null,
  });
}
