/**
 * An order's payment state (README, "Card payments"):
 * - pending: checkout started; the current attempt's charge is not known to have succeeded;
 * - paid: the money is taken and the licences are granted (final);
 * - failed: the current attempt's charge failed; a new card opens the next attempt.
 */
export type OrderStatus = 'pending' | 'paid' | 'failed';

/** Every change of state an order may make; anything else is refused. */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'failed'],
  failed: ['pending'],
  paid: [],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The states an order may reach `to` from: the WHERE clause of the conditional UPDATE that
 * makes the change, so that of two racing changes only one applies.
 */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) =>
    canChangeOrderStatus(from, to),
  );
}
