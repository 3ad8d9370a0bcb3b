import type { Endpoint } from './Endpoint';
import { z } from './zod';

/** GET /settings: site-wide switches and the shop's constants (the browser's `Settings`). */
export const getSettings = {
  response: z.object({
    maintenance_mode: z.boolean(),
    currency: z.string(),
    currency_symbol: z.string(),
    pro_multiplication: z.number(),
    foundry_name: z.string(),
    abbreviation: z.string(),
    contact_email: z.string(),
  }),
} satisfies Endpoint;

export type SettingsAnswer = z.infer<typeof getSettings.response>;
