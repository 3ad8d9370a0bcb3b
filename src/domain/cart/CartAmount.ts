/** A named amount shown under the lines; `value` is formatted, `amount` is for sums. */
export interface CartAmount {
  name: string;
  value: string;
  amount: number;
}
