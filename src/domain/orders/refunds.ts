import type { ErrorItem } from '../errors/ErrorItem';
import { sumCents, type Cents } from '../pricing/money';
import { allocateCents, lineDueCents, type PaidCart } from '../upgrades/upgradeCredit';
import type { OrderEvent } from './orderLifecycle';

/**
 * What one line of a paid order really charged: its share of the net amount after the
 * discounts and its own upgrade credit (a credit is payment made by an earlier order, which
 * this order never took), and its share of the order's one tax. Across the lines these add
 * up to the order's net amount and its tax exactly, to the cent.
 */
export interface LineCharge {
  line: number;
  netCents: Cents;
  taxCents: Cents;
}

/** Each line's charge: the net by lineDueCents less the line's credit, the tax shared in proportion. */
export function orderLineCharges(cart: PaidCart, taxCents: Cents): LineCharge[] {
  const net = lineDueCents(cart).map((due, index) =>
    Math.max(due - (cart.lines[index]?.upgrade?.creditCents ?? 0), 0),
  );
  const tax = allocateCents(net, taxCents);
  return net.map((netCents, line) => ({ line, netCents, taxCents: tax[line] ?? 0 }));
}

/** A refund the domain agreed to: the lines, what they give back, and the order's next state. */
export interface RefundPlan {
  lines: LineCharge[];
  netCents: Cents;
  taxCents: Cents;
  /** Net plus tax: what goes back to the customer's card. */
  totalCents: Cents;
  event: Extract<OrderEvent, 'refund_partial' | 'refund_completed'>;
}

export type RefundDecision = { ok: true; plan: RefundPlan } | { ok: false; errors: ErrorItem[] };

const LINES_FIELD = 'lines';

/**
 * Decides a refund of `requested` lines of an order whose lines charged `charges` and of which
 * `refunded` are refunded already (docs/back-office.md, "Refunds"): each line is refunded at
 * most once and for exactly what it charged, so the refunds of an order never add up to more
 * than it took; once every line is refunded, nothing more can be. A request for no line, an
 * unknown line or one already refunded is refused with the line it names.
 */
export function planRefund(
  charges: readonly LineCharge[],
  refunded: readonly number[],
  requested: readonly number[],
): RefundDecision {
  const done = new Set(refunded);
  if (charges.every((charge) => done.has(charge.line))) {
    return refused('The order is refunded in full already.', 'already_refunded');
  }
  if (requested.length === 0) return refused('Choose at least one line to refund.', 'required');
  const chosen = new Set<number>();
  for (const line of requested) {
    const charge = charges.find((candidate) => candidate.line === line);
    if (!charge) return refused(`The order has no line ${line + 1}.`, 'unknown_line');
    if (done.has(line)) {
      return refused(`Line ${line + 1} is refunded already.`, 'already_refunded');
    }
    chosen.add(line);
  }
  const lines = charges.filter((charge) => chosen.has(charge.line));
  const netCents = sumCents(lines.map((line) => line.netCents));
  const taxCents = sumCents(lines.map((line) => line.taxCents));
  const complete = charges.every((charge) => done.has(charge.line) || chosen.has(charge.line));
  return {
    ok: true,
    plan: {
      lines,
      netCents,
      taxCents,
      totalCents: netCents + taxCents,
      event: complete ? 'refund_completed' : 'refund_partial',
    },
  };
}

function refused(message: string, rule: string): RefundDecision {
  return { ok: false, errors: [{ field: LINES_FIELD, message, rule }] };
}
