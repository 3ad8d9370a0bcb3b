import type { PendingRefund } from '../../application/orders/PendingRefund';
import { formatDate } from './formatDate';

/**
 * What the customer is told of a refund the card processor is still making
 * (docs/back-office.md "Refunds"): the foundry said it refunded them, so the order says the
 * money is on its way, though the order is still paid and has no credit note yet. A refund of
 * some lines names them; one of every line left does not need to.
 */
export function PendingRefundNote({
  refund,
  lines,
  className,
}: {
  refund: PendingRefund;
  /** The order's lines, in order: `refund.lines` are indexes into them. */
  lines: readonly { name: string; refunded?: boolean }[];
  className?: string;
}) {
  const covered = new Set(refund.lines);
  const partial = lines.some((line, index) => !line.refunded && !covered.has(index));
  const names = refund.lines.flatMap((index) => lines[index]?.name ?? []);
  return (
    <p className={className}>
      <strong>
        Refund of {refund.amount}
        {partial && names.length > 0 && ` for ${names.join(', ')}`} pending
      </strong>{' '}
      since <time dateTime={refund.requestedAt}>{formatDate(refund.requestedAt)}</time>: it is on
      its way back to your card. Your credit note follows by{' '}
      {/* Kept on one line: a phone's narrow column broke it at its hyphen. */}
      <span style={{ whiteSpace: 'nowrap' }}>e-mail</span> once your bank has it.
    </p>
  );
}
