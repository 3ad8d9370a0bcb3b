/**
 * The confirm step's question. The browser does not know what the server will give back
 * (it shares a line's discounts, upgrade credit and tax out: docs/back-office.md "Refunds"),
 * so it names the lines instead of an amount.
 */
export function refundQuestion(lineNames: readonly string[]): string {
  return `Refund ${lineNames.join(', ')} to the customer's card? This cannot be undone.`;
}
