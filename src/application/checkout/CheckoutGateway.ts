import type { AddressPricing } from './AddressPricing';
import type { CheckoutOrder } from './CheckoutOrder';
import type { PaymentOutcome } from './PaymentOutcome';

/** The checkout calls of docs/spec.md §7. Failures reject with an ApiError. */
export interface CheckoutGateway {
  /** PUT cart in address mode. */
  submitAddress(order: CheckoutOrder): Promise<AddressPricing>;
  /** POST checkout: charges the payment method, or asks for the card's challenge. */
  checkout(
    order: CheckoutOrder,
    /** Null for an order with nothing to pay (AddressPricing.nothingToPay). */
    paymentMethodId: string | null,
    address: AddressPricing,
  ): Promise<PaymentOutcome>;
  /** POST payment/confirm after the challenge was passed. */
  confirmPayment(
    order: CheckoutOrder,
    paymentIntentId: string,
    orderId: string,
  ): Promise<PaymentOutcome>;
  /** POST payment/failed after the challenge was failed. */
  paymentFailed(order: CheckoutOrder, orderId: string): Promise<void>;
}
