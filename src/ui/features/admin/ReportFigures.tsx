import type { ReportsModel } from '../../../application/admin/ReportsDesk';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { monthTotals, type ShareFigures } from '../../../domain/reports/salesReport';
import { MonthBarsChart, type MonthSeries } from './MonthBarsChart';
import { ReportPanel } from './ReportPanel';
import { reportMonthName } from './reportMonthName';
import { ShareBarsChart } from './ShareBarsChart';

/** The charts' colours: the site's ink, its focus blue and its muted grey (admin.css). */
const INK = 'var(--color-ink)';
const BLUE = 'var(--color-focus)';
const GREY = 'var(--color-muted)';

/** A money figure's two stacked series: net in ink, its tax in blue on top. */
function netAndTax(net: MonthSeries['key'], tax: MonthSeries['key']): MonthSeries[] {
  return [
    { key: net, name: 'Net', colour: INK },
    { key: tax, name: 'Tax', colour: BLUE },
  ];
}

function count(figure: number, one: string, many: string): string {
  return `${figure} ${figure === 1 ? one : many}`;
}

/** The five figures of the reports, each a chart with its table and its CSV file. */
export function ReportFigures({ reports }: { reports: ReportsModel }) {
  const money = (cents: number) => formatMoney(cents, reports.currencySymbol);
  const totals = monthTotals(reports.months);
  const span = `${reportMonthName(reports.from)} to ${reportMonthName(reports.to)}`;
  const { months } = reports;
  const shareRows = (shares: readonly ShareFigures[]) =>
    shares.map((share) => [
      share.name,
      money(share.soldNetCents),
      money(share.refundedNetCents),
      money(share.netCents),
    ]);
  const shareSummary = (shares: readonly ShareFigures[], kind: string) => {
    const [top] = shares;
    return top
      ? `From ${span}: ${count(shares.length, kind, `${kind}s`)} sold, ${top.name} the most with ${money(top.netCents)} after refunds.`
      : `From ${span}: no sales.`;
  };

  return (
    <>
      <p>
        All amounts in {reports.currency}, by UTC month. Revenue counts in the month an order was
        paid; a refund counts in the month of its credit note.
      </p>
      {reports.leftOut.length > 0 && (
        <p role="alert">
          In another currency, left out of the figures: {reports.leftOut.join(', ')}.
        </p>
      )}
      <div className="admin-reports__grid">
        <ReportPanel
          id="report-revenue"
          title="Revenue per month"
          summary={`From ${span}: ${money(totals.netCents)} net and ${money(totals.taxCents)} tax, from ${count(totals.paidOrders, 'paid order', 'paid orders')}.`}
          heads={['Month', 'Net', 'Tax', 'Gross', 'Paid orders']}
          rows={months.map((month) => [
            reportMonthName(month.month),
            money(month.netCents),
            money(month.taxCents),
            money(month.netCents + month.taxCents),
            String(month.paidOrders),
          ])}
          file={reports.files.revenue}
        >
          <MonthBarsChart
            rows={months}
            series={netAndTax('netCents', 'taxCents')}
            stacked
            value={money}
          />
        </ReportPanel>
        <ReportPanel
          id="report-typefaces"
          title="Revenue by typeface"
          summary={shareSummary(reports.typefaces, 'typeface')}
          heads={['Typeface', 'Sold (net)', 'Refunded (net)', 'Net after refunds']}
          rows={shareRows(reports.typefaces)}
          file={reports.files.typefaces}
        >
          {reports.typefaces.length > 0 && (
            <ShareBarsChart shares={reports.typefaces} colour={INK} value={money} />
          )}
        </ReportPanel>
        <ReportPanel
          id="report-licence-types"
          title="Revenue by licence type"
          summary={shareSummary(reports.licenceTypes, 'licence type')}
          note="A line that licenses desktop and web at one price counts once, as Desktop + Web."
          heads={['Licence type', 'Sold (net)', 'Refunded (net)', 'Net after refunds']}
          rows={shareRows(reports.licenceTypes)}
          file={reports.files['licence-types']}
        >
          {reports.licenceTypes.length > 0 && (
            <ShareBarsChart shares={reports.licenceTypes} colour={BLUE} value={money} />
          )}
        </ReportPanel>
        <ReportPanel
          id="report-carts"
          title="Carts and paid orders"
          summary={`From ${span}: ${count(totals.carts, 'cart', 'carts')} and ${count(totals.paidOrders, 'paid order', 'paid orders')}.`}
          note="Carts still kept, by the month they were started: paying for a cart clears it, and the sweep removes carts left untouched (after 60 days unless configured otherwise)."
          heads={['Month', 'Carts', 'Paid orders']}
          rows={months.map((month) => [
            reportMonthName(month.month),
            String(month.carts),
            String(month.paidOrders),
          ])}
          file={reports.files.carts}
        >
          <MonthBarsChart
            rows={months}
            series={[
              { key: 'carts', name: 'Carts', colour: GREY },
              { key: 'paidOrders', name: 'Paid orders', colour: INK },
            ]}
            value={String}
          />
        </ReportPanel>
        <ReportPanel
          id="report-refunds"
          title="Refunds per month"
          summary={`From ${span}: ${count(totals.refunds, 'credit note', 'credit notes')}, ${money(totals.refundedNetCents)} net and ${money(totals.refundedTaxCents)} tax given back.`}
          heads={['Month', 'Credit notes', 'Net', 'Tax']}
          rows={months.map((month) => [
            reportMonthName(month.month),
            String(month.refunds),
            money(month.refundedNetCents),
            money(month.refundedTaxCents),
          ])}
          file={reports.files.refunds}
        >
          <MonthBarsChart
            rows={months}
            series={netAndTax('refundedNetCents', 'refundedTaxCents')}
            stacked
            value={money}
          />
        </ReportPanel>
      </div>
    </>
  );
}
