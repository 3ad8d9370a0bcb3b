import { z } from './zod';

/*
 * The reports as the back office's dashboard draws them (docs/back-office.md "Reports"); the
 * calls are in adminReports.ts. Amounts are whole cents of the shop's currency.
 */

const share = z.object({
  name: z.string(),
  sold_net_cents: z.number(),
  refunded_net_cents: z.number(),
  net_cents: z.number(),
});

export const adminReportsAnswer = z.object({
  /** The first and last month ("2026-11"), UTC. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  /** Every month of the range, oldest first; a month without sales is zeros. */
  months: z.array(
    z.object({
      month: z.string(),
      net_cents: z.number(),
      tax_cents: z.number(),
      paid_orders: z.number(),
      carts: z.number(),
      refunds: z.number(),
      refunded_net_cents: z.number(),
      refunded_tax_cents: z.number(),
    }),
  ),
  /** Over the range, the largest net first. */
  typefaces: z.array(share),
  licence_types: z.array(share),
  /** Orders and credit notes in another currency, left out of the figures. */
  left_out: z.array(z.string()),
  /** Where each figure of this range is downloaded as CSV. */
  files: z.object({
    revenue: z.string(),
    typefaces: z.string(),
    licence_types: z.string(),
    carts: z.string(),
    refunds: z.string(),
  }),
});

export type AdminReportsAnswer = z.infer<typeof adminReportsAnswer>;
