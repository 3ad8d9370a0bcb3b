import { matchRoute } from '../../site/routeTable';

export const MAINTENANCE_PATH = '/maintenance';
const LOGIN_PATH = '/user/login';

export interface MaintenanceView {
  pathname: string;
  maintenanceOn: boolean;
  /** The settings were loaded since the page opened: only they end the notice. */
  settingsSettled: boolean;
  /** Where login will send the visitor (PostLoginRedirect), if anywhere. */
  afterLogin: string | null;
}

const isStaffPage = (address: string | null): boolean =>
  address !== null && matchRoute(address.split(/[?#]/)[0] ?? '')?.access === 'staff';

/**
 * Where the maintenance lock sends the visitor, or null to stay (docs/spec.md §4). The back
 * office stays open, and so does the login page on the way to it (a guest the back office
 * sent there): staff turn maintenance off from the dashboard (docs/back-office.md). Anyone
 * else sees the notice.
 */
export function maintenanceDestination(view: MaintenanceView): string | null {
  const { pathname, maintenanceOn, settingsSettled, afterLogin } = view;
  if (maintenanceOn) {
    if (isStaffPage(pathname)) return null;
    if (pathname === LOGIN_PATH && isStaffPage(afterLogin)) return null;
    return pathname === MAINTENANCE_PATH ? null : MAINTENANCE_PATH;
  }
  // Only leave the notice once the settings have said maintenance is over.
  if (pathname === MAINTENANCE_PATH && settingsSettled) return '/';
  return null;
}
