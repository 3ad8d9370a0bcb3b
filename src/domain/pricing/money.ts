/**
 * Money in the domain is a whole number of cents of the shop's currency (1250 is $12.50):
 * every price, discount, tax, credit and total the domain computes or returns is one, so a
 * sum of many .5 and .75 prices never drifts by a float error (src/domain/README.md, "For
 * auditors"). Only a step on the way to a price (the style unit, a price before rounding)
 * may hold a fraction of a cent.
 */
export type Cents = number;

/**
 * An amount written in currency units (the content's style prices, the wire's `price`) as
 * cents. For the edges that read such figures; the domain itself never holds them.
 */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** Cents in currency units, for the edges that write such figures (the wire's `price`). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** A percentage of an amount, rounded half up to the cent. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}

/** The sum of amounts. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, cents) => sum + cents, 0);
}
