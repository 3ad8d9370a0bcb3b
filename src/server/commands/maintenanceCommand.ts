import type { ServerConfig } from '../config';
import { withCliComponents } from './cliComponents';

export class UsageError extends Error {}

/** `maintenance on|off`: a running server picks the switch up on its next read (≤ 1 s). */
export async function maintenanceCommand(config: ServerConfig, args: string[]): Promise<string> {
  const [state] = args;
  if (state !== 'on' && state !== 'off') throw new UsageError('Usage: maintenance on|off');
  await withCliComponents(config, ({ siteSettings }) =>
    siteSettings.setMaintenanceMode(state === 'on'),
  );
  const overridden =
    config.maintenanceModeOverride === null
      ? ''
      : ` (note: MAINTENANCE_MODE=${config.maintenanceModeOverride} in the environment overrides it)`;
  return `Maintenance mode stored as ${state}${overridden}.`;
}
