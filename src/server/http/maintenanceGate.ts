import type { FastifyInstance } from 'fastify';
import { apiErrorBody, errorItem } from '../../domain/errors/ErrorItem';
import type { MaintenanceSwitch } from '../settings/maintenanceSwitch';
import { API_PREFIX, isApiPath, pathOf } from './apiPaths';

export const MAINTENANCE_MESSAGE = 'The site is being improved. Please come back soon.';

/** Calls that still answer during maintenance: the browser needs them to show the notice. */
const OPEN_DURING_MAINTENANCE = new Set([`${API_PREFIX}/settings`]);

/** During maintenance every API call but /settings answers 503 (spec §8: 503 means maintenance). */
export function installMaintenanceGate(app: FastifyInstance, maintenance: MaintenanceSwitch): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url).replace(/\/+$/, '');
    if (!isApiPath(path) || OPEN_DURING_MAINTENANCE.has(path)) return;
    if (!(await maintenance.isOn())) return;
    return reply
      .code(503)
      .header('retry-after', '300')
      .type('application/json')
      .send(apiErrorBody([errorItem(null, MAINTENANCE_MESSAGE, 'maintenance')]));
  });
}
