/**
 * Money is added and subtracted in whole cents so that a total of many .5 and .75 prices
 * never drifts by a float error.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Sum of amounts, exact to the cent. */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** A percentage of an amount, rounded half up to the cent. */
export function percentOf(amount: number, percent: number): number {
  return fromCents(Math.round((toCents(amount) * percent) / 100));
}
