import type { FastifyInstance } from 'fastify';
import { getSettings } from '../../../contract/settings';
import type { ServerConfig } from '../../config';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import type { MaintenanceSwitch } from '../app/maintenanceSwitch';

export function settingsRoutes(
  config: ServerConfig,
  maintenance: MaintenanceSwitch,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    const options = {
      config: { openDuringMaintenance: true },
      schema: routeSchema(getSettings, ['settings']),
    };
    api.get<RouteOf<typeof getSettings>>('/settings', options, async (_request, reply) => {
      // The maintenance switch must reach every visitor at once, and this answer carries
      // the visitor's own XSRF cookie: never let a cache keep it.
      reply.header('cache-control', 'no-store').handOutXsrfToken();
      return {
        maintenance_mode: await maintenance.isOn(),
        currency: config.currency,
        currency_symbol: config.currencySymbol,
        pro_multiplication: config.proMultiplication,
        foundry_name: config.foundryName,
        abbreviation: config.foundryAbbreviation,
        contact_email: config.foundryEmail,
      };
    });
  };
}
