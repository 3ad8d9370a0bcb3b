import type { PaymentSettings } from '../../payments/app/paymentSettings';
import { StripePaymentGateway } from '../../payments/adapters/StripePaymentGateway';
import { TestCardPaymentGateway } from '../../payments/app/TestCardPaymentGateway';
import type { CardLast4Lookup } from '../../orders/adapters/OrderFiles';
import type { PaymentGateway } from '../../payments/app/PaymentGateway';
import type { TestPaymentStore } from '../../payments/app/TestPaymentStore';

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

export type CardCountryLookup = (
  paymentMethodId: string,
  isUsOrder: boolean,
) => Promise<string | null>;

/**
 * Stripe when config has its keys, else the offline test cards (DESIGN "Real components"),
 * whose payment methods and intents live in the app's database so that any server process
 * answers the 3-D Secure dialog and the confirm call (`store`, KyselyTestPaymentStore, built
 * by the composition root app.ts).
 */
export function createCheckoutPayments(
  settings: PaymentSettings,
  store: TestPaymentStore,
): CheckoutPayments {
  if (settings.provider === 'stripe') {
    const gateway = new StripePaymentGateway(settings);
    return {
      gateway,
      testCards: null,
      cardLast4: noDigits,
      cardCountry: (id, isUsOrder) => gateway.cardCountry(id, isUsOrder),
    };
  }
  const testCards = new TestCardPaymentGateway(store);
  return {
    gateway: testCards,
    testCards,
    cardLast4: async (id) => (await store.findPaymentMethod(id))?.last4 ?? null,
    cardCountry: async (id) => (await store.findPaymentMethod(id))?.country ?? null,
  };
}

/** Stripe keeps the card's digits; the invoice says so rather than fetch them per download. */
async function noDigits(): Promise<null> {
  return null;
}
