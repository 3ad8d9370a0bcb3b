import { adminTaxReturnsAnswer } from './adminTaxReturnAnswers';
import type { Endpoint, FileEndpoint } from './Endpoint';
import { z } from './zod';

/*
 * The quarter's tax returns (docs/tax-returns.md), for staff only as every call under /admin.
 * The quarter is checked by the domain's parser (taxQuarter.ts), which answers its error on the
 * field `quarter`; the schema only bounds its length.
 */
const taxQuarterQuery = z.object({
  quarter: z.optional(z.string().check(z.maxLength(20))),
});

/** GET /admin/tax-returns?quarter=2026-Q4: every figure; without `quarter` the last finished one. */
export const getAdminTaxReturns = {
  querystring: taxQuarterQuery,
  response: adminTaxReturnsAnswer,
} satisfies Endpoint;

/** GET /admin/tax-returns/oss.csv?quarter=2026-Q4: the OSS return as the BZSt's upload reads it. */
export const getAdminOssCsv = { querystring: taxQuarterQuery } satisfies FileEndpoint;

/** GET /admin/tax-returns/ec-sales-list.csv?quarter=2026-Q4: the EC Sales List. */
export const getAdminEcSalesListCsv = { querystring: taxQuarterQuery } satisfies FileEndpoint;
