import { inject, injectable } from 'inversify';
import type { ReportsDesk, ReportsModel } from '../../application/admin/ReportsDesk';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { adminReportsAnswer, type AdminReportsAnswer } from '../../contract/adminReportAnswers';
import { parseAnswer } from '../http/parseAnswer';

type WireShare = AdminReportsAnswer['typefaces'][number];

function shareOf(share: WireShare): ReportsModel['typefaces'][number] {
  return {
    name: share.name,
    soldNetCents: share.sold_net_cents,
    refundedNetCents: share.refunded_net_cents,
    netCents: share.net_cents,
  };
}

@injectable()
export class AxiosReportsDesk implements ReportsDesk {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async reports(from: string, to: string): Promise<ReportsModel> {
    const path = '/admin/reports';
    const query = { from: from.trim() || undefined, to: to.trim() || undefined };
    const answer = parseAnswer(adminReportsAnswer, await this.api.get(path, query), path);
    return {
      from: answer.from,
      to: answer.to,
      currency: answer.currency,
      currencySymbol: answer.currency_symbol,
      months: answer.months.map((month) => ({
        month: month.month,
        netCents: month.net_cents,
        taxCents: month.tax_cents,
        paidOrders: month.paid_orders,
        carts: month.carts,
        refunds: month.refunds,
        refundedNetCents: month.refunded_net_cents,
        refundedTaxCents: month.refunded_tax_cents,
      })),
      typefaces: answer.typefaces.map(shareOf),
      licenceTypes: answer.licence_types.map(shareOf),
      leftOut: answer.left_out,
      files: {
        revenue: answer.files.revenue,
        typefaces: answer.files.typefaces,
        'licence-types': answer.files.licence_types,
        carts: answer.files.carts,
        refunds: answer.files.refunds,
      },
    };
  }
}
