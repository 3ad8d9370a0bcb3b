/** An amount as the cart and the orders show it: `{name: 'Total', value: '$120'}`. */
export interface NamedAmount {
  name: string;
  value: string;
}
