import type { ReactNode } from 'react';

/** One return's table: a caption, the column heads, a row per line, or a sentence for none. */
export function TaxReturnTable({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: string[];
  rows: ReactNode[][];
}) {
  return (
    <section className="admin-panel" aria-label={caption}>
      <h2>{caption}</h2>
      {rows.length === 0 ? (
        <p>Nothing to report for this quarter.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                {heads.map((head) => (
                  <th key={head} scope="col">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, row) => (
                <tr key={row}>
                  {cells.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
