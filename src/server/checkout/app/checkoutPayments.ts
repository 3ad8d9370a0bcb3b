import type { PaymentGateway } from '../../payments/app/PaymentGateway';
import type { TestCardPaymentGateway } from '../../payments/app/TestCardPaymentGateway';

/** The card processor, as the composition root (app.ts) chose it from config. */
export interface CheckoutPayments {
  gateway: PaymentGateway;
  /** The offline test-card gateway when it is the active one (its own routes), else null. */
  testCards: TestCardPaymentGateway | null;
  /** The paying card's last digits for the invoice, when the processor tells them. */
  cardLast4: CardLast4Lookup;
  /** The country the card was issued in, when the processor tells it (location evidence). */
  cardCountry: CardCountryLookup;
}

/** The last four digits of a payment method's card, when the processor tells them. */
export type CardLast4Lookup = (paymentMethodId: string) => Promise<string | null>;

export type CardCountryLookup = (
  paymentMethodId: string,
  isUsOrder: boolean,
) => Promise<string | null>;
