import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportsModel } from '../../../application/admin/ReportsDesk';
import { isApiError } from '../../../application/errors/ApiError';
import type { ErrorItem } from '../../../domain/errors/ErrorItem';
import { Loader } from '../../components/Loader';
import { errorText } from './errorText';
import { ReportFigures } from './ReportFigures';
import { ReportMonthsForm } from './ReportMonthsForm';
import { useReportsDesk } from './useReportsDesk';

type Loaded =
  | { state: 'loading' }
  | { state: 'shown'; reports: ReportsModel }
  | { state: 'refused'; errors: ErrorItem[]; message: string };

/** A refusal the months form shows under its field rather than above the figures. */
const onMonthField = (error: ErrorItem) => error.field === 'from' || error.field === 'to';

/**
 * The dashboard's reports: the months in the address (`?from=2025-12&to=2026-11`, so a range
 * can be bookmarked; none: the last twelve), and the figures of those months.
 */
export function AdminReports() {
  const desk = useReportsDesk();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    desk.reports(from, to).then(
      (reports) => current && setLoaded({ state: 'shown', reports }),
      (failure: unknown) =>
        current &&
        setLoaded({
          state: 'refused',
          errors: isApiError(failure) ? failure.errors : [],
          message: errorText(failure),
        }),
    );
    return () => {
      current = false;
    };
  }, [desk, from, to]);

  const shown = loaded.state === 'shown' ? loaded.reports : null;
  const errors = loaded.state === 'refused' ? loaded.errors : [];
  const range = { from: shown?.from ?? from, to: shown?.to ?? to };
  return (
    <section className="admin-reports" aria-labelledby="reports-title">
      <h2 id="reports-title">Reports</h2>
      <ReportMonthsForm
        key={`${range.from} ${range.to}`}
        from={range.from}
        to={range.to}
        errors={errors}
        onChoose={(first, last) => setParams({ from: first, to: last })}
      />
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'refused' && !errors.some(onMonthField) && (
        <p role="alert">{loaded.message}</p>
      )}
      {shown && <ReportFigures reports={shown} />}
    </section>
  );
}
