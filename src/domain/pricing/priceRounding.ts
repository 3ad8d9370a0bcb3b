/**
 * Shop prices keep whole dollars and exact halves (pro single styles also exact
 * three-quarters); any other fraction is dropped, never rounded up (docs/spec.md §9). So .25 and
 * .9 both truncate. Note the rule is not monotone: 2.5 stays 2.5 but 2.6 becomes 2.
 */
export function roundPrice(exact: number, keepThreeQuarters = false): number {
  // Float products such as 1.15 × 100 land a hair under the true value; snap to a
  // millionth before looking at the fraction so they are not truncated a whole dollar.
  const snapped = Math.round(exact * 1e6) / 1e6;
  const whole = Math.floor(snapped);
  const fraction = snapped - whole;
  if (isFraction(fraction, 0.5)) return whole + 0.5;
  if (keepThreeQuarters && isFraction(fraction, 0.75)) return whole + 0.75;
  return whole;
}

function isFraction(fraction: number, wanted: number): boolean {
  return Math.abs(fraction - wanted) < 1e-9;
}
