import type { ReactNode } from 'react';
import { AdminTable } from './AdminTable';

/**
 * One figure of the reports: its heading, a sentence with its totals, the chart (named by
 * that sentence for a screen reader, which reads the table instead), the same figures as a
 * table to unfold, and the figure's CSV file.
 */
export function ReportPanel({
  id,
  title,
  summary,
  note,
  heads,
  rows,
  file,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  note?: string;
  heads: readonly string[];
  rows: readonly (readonly string[])[];
  file: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-panel admin-report" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{summary}</p>
      {note && <p className="admin-muted">{note}</p>}
      <div className="admin-chart" role="img" aria-label={`${title}. ${summary}`}>
        {children}
      </div>
      <details className="admin-report__table">
        <summary>Show the figures as a table</summary>
        <AdminTable heads={heads} rows={rows} caption={title} rowHeads />
      </details>
      <p>
        {/* Five links read "Download CSV": each is named after its figure for a screen reader. */}
        <a href={file} download aria-label={`Download CSV of ${title.toLowerCase()}`}>
          Download CSV
        </a>
      </p>
    </section>
  );
}
