import {
  getAdminEcSalesListCsv,
  getAdminOssCsv,
  getAdminTaxReturns,
} from '../../../contract/adminTaxReturns';
import type { AdminTaxReturnsAnswer } from '../../../contract/adminTaxReturnAnswers';
import {
  isTaxQuarter,
  lastFinishedQuarter,
  parseTaxQuarter,
  type TaxQuarter,
} from '../../../domain/tax/taxQuarter';
import { ecSalesListCsv, ossCsv } from '../../../domain/tax/taxReturnCsv';
import { computeTaxReturns, type TaxReturns } from '../../../domain/tax/taxReturns';
import { API_PREFIX } from '../../http/apiPaths';
import { HttpError } from '../../http/HttpError';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { attachment } from '../../orders/http/orderRoutes';
import type { TaxReturnSource } from '../app/TaxReturnSource';
import { TAGS, openInMaintenance, plainLinkDownload, type AdminRouteKit } from './adminRouteKit';

const CSV = 'text/csv; charset=utf-8';

/** The asked quarter, or the last finished one; a bad one is answered 422 on `quarter`. */
function quarterAsked(text: string | undefined): TaxQuarter {
  if (text === undefined || text === '') {
    return lastFinishedQuarter(new Date().toISOString().slice(0, 10));
  }
  const parsed = parseTaxQuarter(text);
  if (!isTaxQuarter(parsed)) throw new HttpError(422, [parsed]);
  return parsed;
}

async function returnsOf(source: TaxReturnSource, quarter: TaxQuarter): Promise<TaxReturns> {
  const { invoices, creditNotes, failedPayouts } = await source.documentsOf(quarter);
  return computeTaxReturns(invoices, creditNotes, failedPayouts);
}

function answerOf(quarter: TaxQuarter, returns: TaxReturns): AdminTaxReturnsAnswer {
  return {
    quarter: quarter.label,
    start: quarter.start,
    end: quarter.end,
    oss: returns.oss.map((line) => ({
      country: line.country,
      rate: line.ratePercent,
      net_eur_cents: line.netEurCents,
      vat_eur_cents: line.vatEurCents,
    })),
    ec_sales_list: returns.ecSalesList.map((line) => ({
      vat_number: line.vatNumber,
      country: line.country,
      net_eur_cents: line.netEurCents,
    })),
    domestic: returns.domestic.map((line) => ({
      rate: line.ratePercent,
      net_eur_cents: line.netEurCents,
      vat_eur_cents: line.vatEurCents,
    })),
    uk: returns.uk.map((line) => ({
      rate: line.ratePercent,
      net_gbp_cents: line.netGbpCents,
      vat_gbp_cents: line.vatGbpCents,
    })),
    us: returns.us.map((line) => ({
      state: line.state,
      currency: line.currency,
      net_cents: line.netCents,
      tax_cents: line.taxCents,
    })),
    no_euro_rate: returns.noEuroRate,
    no_sterling_rate: returns.noSterlingRate,
    files: {
      oss: `${API_PREFIX}/admin/tax-returns/oss.csv?quarter=${quarter.label}`,
      ec_sales_list: `${API_PREFIX}/admin/tax-returns/ec-sales-list.csv?quarter=${quarter.label}`,
    },
  };
}

/** The quarter's tax returns (docs/tax-returns.md): the figures, and the OSS and EC Sales List files. */
export function adminTaxReturnRoutes({ api, admin }: AdminRouteKit): void {
  api.get<RouteOf<typeof getAdminTaxReturns>>(
    '/tax-returns',
    { schema: routeSchema(getAdminTaxReturns, TAGS), config: openInMaintenance },
    async (request) => {
      const quarter = quarterAsked(request.query.quarter);
      return answerOf(quarter, await returnsOf(admin.taxReturns, quarter));
    },
  );

  api.get<FileRouteOf<typeof getAdminOssCsv>>(
    '/tax-returns/oss.csv',
    { schema: fileRouteSchema(getAdminOssCsv, TAGS, 'text/csv'), config: plainLinkDownload },
    async (request, reply) => {
      const quarter = quarterAsked(request.query.quarter);
      const returns = await returnsOf(admin.taxReturns, quarter);
      return reply
        .header('content-disposition', attachment(`OSS ${quarter.label}.csv`))
        .type(CSV)
        .send(ossCsv(returns.oss));
    },
  );

  api.get<FileRouteOf<typeof getAdminEcSalesListCsv>>(
    '/tax-returns/ec-sales-list.csv',
    {
      schema: fileRouteSchema(getAdminEcSalesListCsv, TAGS, 'text/csv'),
      config: plainLinkDownload,
    },
    async (request, reply) => {
      const quarter = quarterAsked(request.query.quarter);
      const returns = await returnsOf(admin.taxReturns, quarter);
      return reply
        .header('content-disposition', attachment(`EC Sales List ${quarter.label}.csv`))
        .type(CSV)
        .send(ecSalesListCsv(returns.ecSalesList));
    },
  );
}
