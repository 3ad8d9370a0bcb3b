import type { Cents } from './money';

const CENTS_PER_UNIT = 100;
const HALF: Cents = 50;
const THREE_QUARTERS: Cents = 75;

/**
 * Shop prices keep whole dollars and exact halves (pro single styles also exact
 * three-quarters); any other fraction is dropped, never rounded up (docs/spec.md §9). So .25 and
 * .9 both truncate. Note the rule is not monotone: 2.5 stays 2.5 but 2.6 becomes 2. In cents:
 * 250 stays 250, 260 becomes 200.
 */
export function roundPrice(exactCents: number, keepThreeQuarters = false): Cents {
  // Float products such as 1.15 × 100 land a hair under the true value; snap to a
  // ten-thousandth of a cent before looking at the fraction so they are not truncated a
  // whole dollar.
  const snapped = Math.round(exactCents * 1e4) / 1e4;
  const whole = Math.floor(snapped / CENTS_PER_UNIT) * CENTS_PER_UNIT;
  const fraction = snapped - whole;
  if (isFraction(fraction, HALF)) return whole + HALF;
  if (keepThreeQuarters && isFraction(fraction, THREE_QUARTERS)) return whole + THREE_QUARTERS;
  return whole;
}

function isFraction(fraction: number, wanted: Cents): boolean {
  return Math.abs(fraction - wanted) < 1e-7;
}
