import type { PaymentSettings } from '../payments/app/paymentSettings';
import { StripePaymentGateway } from '../payments/adapters/StripePaymentGateway';
import { TestCardPaymentGateway } from '../payments/app/TestCardPaymentGateway';
import type { TestPaymentStore } from '../payments/app/TestPaymentStore';
import type { CheckoutPayments } from './app/checkoutPayments';

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
