import type { AddressAnswer } from './AddressAnswer';
import type { CheckoutOrder } from './CheckoutOrder';

/** The checkout calls of docs/spec.md §7. Failures reject with an ApiError. */
export interface CheckoutGateway {
  /** PUT cart in address mode. */
  submitAddress(order: CheckoutOrder): Promise<AddressAnswer>;
  /** POST checkout: charges the payment method, or asks for the card's challenge. */
  checkout(
    order: CheckoutOrder,
    paymentMethodId: string,
    address: AddressAnswer,
  ): Promise<PaymentAnswer>;
  /** POST payment/confirm after the challenge was passed. */
  confirmPayment(
    order: CheckoutOrder,
    paymentIntentId: string,
    orderId: string,
  ): Promise<PaymentAnswer>;
  /** POST payment/failed after the challenge was failed. */
  paymentFailed(order: CheckoutOrder, orderId: string): Promise<void>;
}

/** What the payment calls answer (docs/spec.md §7: error.message, requires_action, …, order_id). */
export type PaymentAnswer =
  | { kind: 'paid'; orderId: string }
  | { kind: 'requires_action'; orderId: string; clientSecret: string }
  | { kind: 'failed'; message: string; orderId: string | null };
