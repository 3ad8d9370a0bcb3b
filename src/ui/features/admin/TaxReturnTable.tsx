import type { ReactNode } from 'react';
import { AdminTable } from './AdminTable';

/** One return's table: a caption, the column heads, a row per line, or a sentence for none. */
export function TaxReturnTable({
  caption,
  heads,
  rows,
  note,
}: {
  caption: string;
  heads: string[];
  rows: ReactNode[][];
  /** What staff should know of the figures before filing them, under the table. */
  note?: ReactNode;
}) {
  return (
    <section className="admin-panel" aria-label={caption}>
      <h2>{caption}</h2>
      {rows.length === 0 ? (
        <p>Nothing to report for this quarter.</p>
      ) : (
        <AdminTable heads={heads} rows={rows} />
      )}
      {note && <p>{note}</p>}
    </section>
  );
}
