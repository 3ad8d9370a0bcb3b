import type { CreditNote } from '../../application/orders/CreditNote';

/**
 * An order's credit notes, each a link to its PDF (docs/back-office.md "Refunds"). Nothing
 * is shown before the first refund.
 */
export function CreditNoteList({
  creditNotes,
  className,
}: {
  creditNotes: readonly CreditNote[];
  className?: string;
}) {
  if (creditNotes.length === 0) return null;
  return (
    <ul className={className} aria-label="Credit notes">
      {creditNotes.map((note) => (
        <li key={note.number}>
          <a href={note.pdfUrl}>Credit note {note.number} (pdf)</a> · {note.date} · {note.total}
        </li>
      ))}
    </ul>
  );
}
