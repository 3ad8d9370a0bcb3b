import { z } from './zod';

/*
 * The quarter's tax returns as the back office shows them (docs/tax-returns.md); the call is
 * in adminTaxReturns.ts. Amounts are whole cents: euro cents for the EU returns, pence for the
 * UK, the charged currency's cents for the US.
 */

export const adminTaxReturnsAnswer = z.object({
  quarter: z.string(),
  /** First and last day (ISO). */
  start: z.string(),
  end: z.string(),
  oss: z.array(
    z.object({
      country: z.string(),
      rate: z.number(),
      net_eur_cents: z.number(),
      vat_eur_cents: z.number(),
    }),
  ),
  ec_sales_list: z.array(
    z.object({ vat_number: z.string(), country: z.string(), net_eur_cents: z.number() }),
  ),
  domestic: z.array(
    z.object({ rate: z.number(), net_eur_cents: z.number(), vat_eur_cents: z.number() }),
  ),
  uk: z.array(z.object({ rate: z.number(), net_gbp_cents: z.number(), vat_gbp_cents: z.number() })),
  us: z.array(
    z.object({
      state: z.string(),
      currency: z.string(),
      net_cents: z.number(),
      tax_cents: z.number(),
    }),
  ),
  /** Invoices and credit notes in another currency with no euro rate, left out of the EU figures. */
  no_euro_rate: z.array(z.string()),
  /** Those with UK VAT in another currency with no HMRC period rate, left out of the UK figures. */
  no_sterling_rate: z.array(z.string()),
  /** Where the OSS upload file and the EC Sales List of this quarter are downloaded. */
  files: z.object({ oss: z.string(), ec_sales_list: z.string() }),
});

export type AdminTaxReturnsAnswer = z.infer<typeof adminTaxReturnsAnswer>;
