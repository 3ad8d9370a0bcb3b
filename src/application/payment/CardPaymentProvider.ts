/**
 * The card processor as the browser sees it (docs/spec.md §7: "a card payment provider client
 * creates a payment method from the card field and confirms card payments"). Stripe and
 * the offline test cards both fit: each owns its card field, as Stripe's lives in its own
 * iframe, and runs its own 3-D Secure challenge.
 */
export interface CardPaymentProvider {
  /** Who processes the card, as the payment step names it ("Stripe"). */
  readonly processorName: string;
  /**
   * Calls `listener` with the card's brand key (`cardBrandName`) as the customer types, null
   * while unknown; the result stops it.
   */
  onBrandChange(listener: (brand: string | null) => void): () => void;
  /** Puts the provider's card field into the payment step's slot; the result removes it. */
  mountCardField(slot: HTMLElement): () => void;
  /** Greys the field out while a payment is being validated (docs/spec.md §4). */
  setDisabled(disabled: boolean): void;
  createPaymentMethod(): Promise<PaymentMethodOutcome>;
  /** Runs the card's challenge (3-D Secure) for a payment that requires action. */
  confirmCardPayment(clientSecret: string): Promise<CardConfirmationOutcome>;
}

/** Expected failures are values: the message is shown as the payment error (docs/spec.md §8). */
export type PaymentMethodOutcome = { ok: true; id: string } | { ok: false; message: string };

export type CardConfirmationOutcome =
  { ok: true; paymentIntentId: string } | { ok: false; message: string };
