import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TaxReturnsModel } from '../../../application/admin/TaxReturnsDesk';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { countryName } from '../../../domain/tax/cartTax';
import { lastFinishedQuarter, quartersUpTo } from '../../../domain/tax/taxQuarter';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { TaxReturnTable } from './TaxReturnTable';
import { useTaxReturnsDesk } from './useTaxReturnsDesk';

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£' };
/** How many quarters the picker offers, the last finished one first (two years). */
const QUARTERS_OFFERED = 8;

function money(cents: number, currency = 'EUR'): string {
  const symbol = SYMBOLS[currency];
  return symbol ? formatMoney(cents, symbol) : `${formatMoney(cents, '')} ${currency}`;
}

function Returns({ returns }: { returns: TaxReturnsModel }) {
  return (
    <>
      <p>
        Invoices and credit notes dated {returns.start} to {returns.end} (UTC). A credit note counts
        in its own quarter.
      </p>
      <p className="admin-downloads">
        <a href={returns.ossCsvUrl} download>
          Download the OSS return (CSV for the BZSt)
        </a>{' '}
        ·{' '}
        <a href={returns.ecSalesListCsvUrl} download>
          Download the EC Sales List (CSV for the BZSt)
        </a>
      </p>
      {returns.noEuroRate.length > 0 && (
        <p role="alert">
          No euro rate for {returns.noEuroRate.join(', ')}: they are left out of the EU figures.
        </p>
      )}
      {returns.noSterlingRate.length > 0 && (
        <p role="alert">
          No HMRC period rate for {returns.noSterlingRate.join(', ')}: they are left out of the UK
          figures until content/tax/hmrc-period-rates.csv has their month.
        </p>
      )}
      <TaxReturnTable
        caption="OSS return (Union scheme)"
        heads={['Member state', 'VAT rate', 'Net amount', 'VAT']}
        rows={returns.oss.map((line) => [
          `${countryName(line.country)} (${line.country})`,
          `${line.rate}%`,
          money(line.netEurCents),
          money(line.vatEurCents),
        ])}
      />
      <TaxReturnTable
        caption="EC Sales List"
        heads={['Member state', 'Customer VAT ID', 'Net amount']}
        rows={returns.ecSalesList.map((line) => [
          countryName(line.country),
          line.vatNumber,
          money(line.netEurCents),
        ])}
      />
      <TaxReturnTable
        caption="Domestic VAT"
        heads={['VAT rate', 'Net amount', 'VAT']}
        rows={returns.domestic.map((line) => [
          `${line.rate}%`,
          money(line.netEurCents),
          money(line.vatEurCents),
        ])}
      />
      <TaxReturnTable
        caption="UK VAT"
        heads={['VAT rate', 'Net amount', 'VAT']}
        rows={returns.uk.map((line) => [
          `${line.rate}%`,
          money(line.netGbpCents, 'GBP'),
          money(line.vatGbpCents, 'GBP'),
        ])}
        note={returns.uk.length > 0 ? UK_NOTE : undefined}
      />
      <TaxReturnTable
        caption="US sales tax by state"
        heads={['State', 'Net amount', 'Sales tax']}
        rows={returns.us.map((line) => [
          line.state,
          money(line.netCents, line.currency),
          money(line.taxCents, line.currency),
        ])}
      />
    </>
  );
}

/**
 * HMRC takes the return only in pounds (docs/tax-returns.md "Pounds"); staff are told how a
 * sale charged in another currency got there.
 */
const UK_NOTE =
  'In pounds, as the invoices state them: a sale in another currency at HMRC’s period rate of its date.';

/** /admin/tax-returns: a quarter's figures for the OSS, the EC Sales List, domestic, UK and US returns. */
export function AdminTaxReturnsPage() {
  const desk = useTaxReturnsDesk();
  const [params, setParams] = useSearchParams();
  const lastFinished = lastFinishedQuarter(new Date().toISOString().slice(0, 10));
  const quarter = params.get('quarter') ?? lastFinished.label;
  const choices = quartersUpTo(lastFinished, QUARTERS_OFFERED);
  const [returns, setReturns] = useState<TaxReturnsModel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    setReturns(null);
    setError(null);
    desk.taxReturns(quarter).then(
      (answer) => current && setReturns(answer),
      (failure: unknown) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [desk, quarter]);

  return (
    <AdminFrame>
      <h1>Tax returns</h1>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-quarter`}>
          Quarter
        </label>
        <select
          id={`${id}-quarter`}
          className="field__input"
          value={quarter}
          onChange={(event) => setParams({ quarter: event.target.value })}
        >
          {(choices.includes(quarter) ? choices : [quarter, ...choices]).map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {error && <p role="alert">{error}</p>}
      {!error && !returns && <Loader />}
      {returns && <Returns returns={returns} />}
    </AdminFrame>
  );
}
