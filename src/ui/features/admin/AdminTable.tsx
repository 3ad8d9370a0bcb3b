import type { ReactNode } from 'react';

/**
 * A back-office table: a head cell per column, a row per line. With `rowHeads` each row's
 * first cell names the row (a month, a typeface), which a screen reader reads with each figure.
 */
export function AdminTable({
  heads,
  rows,
  caption,
  rowHeads = false,
}: {
  heads: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  caption?: string;
  rowHeads?: boolean;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
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
              {cells.map((cell, column) =>
                rowHeads && column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
