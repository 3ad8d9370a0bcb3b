/** What the payment calls answer (docs/spec.md §7: error.message, requires_action, …, order_id). */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'requires_action'; orderId: string; clientSecret: string }
  | { kind: 'failed'; message: string; orderId: string | null };
