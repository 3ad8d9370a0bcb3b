import { inject, injectable } from 'inversify';
import type { TaxReturnsDesk, TaxReturnsModel } from '../../application/admin/TaxReturnsDesk';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { adminTaxReturnsAnswer } from '../../contract/adminTaxReturnAnswers';
import { parseAnswer } from '../http/parseAnswer';

@injectable()
export class AxiosTaxReturnsDesk implements TaxReturnsDesk {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async taxReturns(quarter: string): Promise<TaxReturnsModel> {
    const path = '/admin/tax-returns';
    const query = { quarter: quarter.trim() || undefined };
    const answer = parseAnswer(adminTaxReturnsAnswer, await this.api.get(path, query), path);
    return {
      quarter: answer.quarter,
      start: answer.start,
      end: answer.end,
      oss: answer.oss.map((line) => ({
        country: line.country,
        rate: line.rate,
        netEurCents: line.net_eur_cents,
        vatEurCents: line.vat_eur_cents,
      })),
      ecSalesList: answer.ec_sales_list.map((line) => ({
        vatNumber: line.vat_number,
        country: line.country,
        netEurCents: line.net_eur_cents,
      })),
      domestic: answer.domestic.map((line) => ({
        rate: line.rate,
        netEurCents: line.net_eur_cents,
        vatEurCents: line.vat_eur_cents,
      })),
      uk: answer.uk.map((line) => ({
        rate: line.rate,
        netGbpCents: line.net_gbp_cents,
        vatGbpCents: line.vat_gbp_cents,
      })),
      us: answer.us.map((line) => ({
        state: line.state,
        currency: line.currency,
        netCents: line.net_cents,
        taxCents: line.tax_cents,
      })),
      noEuroRate: answer.no_euro_rate,
      noSterlingRate: answer.no_sterling_rate,
      ossCsvUrl: answer.files.oss,
      ecSalesListCsvUrl: answer.files.ec_sales_list,
    };
  }
}
