import { useLocation } from 'react-router-dom';
import type { MaintenanceStore } from '../../application/stores/MaintenanceStore';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { matchRoute } from '../../site/routeTable';
import { useInjection } from '../di/useInjection';

export const MAINTENANCE_PATH = '/maintenance';

/**
 * Where the maintenance lock sends the visitor, or null to stay (docs/spec.md §4). Call it from
 * an observer component so it re-evaluates when maintenance or settings change.
 */
export function useMaintenanceRedirect(): string | null {
  const { pathname } = useLocation();
  const maintenance = useInjection<MaintenanceStore>(TOKENS.MaintenanceStore);
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  // The back office stays open: staff turn maintenance off from its dashboard.
  if (maintenance.isOn && matchRoute(pathname)?.access === 'staff') return null;
  if (maintenance.isOn) return pathname === MAINTENANCE_PATH ? null : MAINTENANCE_PATH;
  // Only leave the notice once the settings have said maintenance is over.
  if (pathname === MAINTENANCE_PATH && settings.isSettled) return '/';
  return null;
}
