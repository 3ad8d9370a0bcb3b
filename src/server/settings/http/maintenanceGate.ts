import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../../contract/errorAnswer';
import { errorItem } from '../../../domain/errors/ErrorItem';
import type { MaintenanceSwitch } from '../app/maintenanceSwitch';
import { isApiRoute } from '../../http/matchedRoute';

export const MAINTENANCE_MESSAGE = 'The site is being improved. Please come back soon.';

/**
 * During maintenance every API call answers 503 (docs/spec.md §8: 503 means maintenance), but the
 * routes that say `openDuringMaintenance` (/settings, which the browser needs to show the
 * notice). The gate asks which route the router matched, so every spelling of an API path
 * that reaches an API handler meets the gate first.
 */
export function installMaintenanceGate(app: FastifyInstance, maintenance: MaintenanceSwitch): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request) || request.routeOptions.config.openDuringMaintenance) return;
    if (!(await maintenance.isOn())) return;
    return reply
      .code(503)
      .header('retry-after', '300')
      .type('application/json')
      .send(apiErrorBody([errorItem(null, MAINTENANCE_MESSAGE, 'maintenance')]));
  });
}
