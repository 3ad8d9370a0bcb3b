import type { PaymentGateway } from './app/PaymentGateway';
import { readPaymentSettings, type PaymentEnvironment } from './app/paymentSettings';
import { StripePaymentGateway } from './adapters/StripePaymentGateway';
import { TestCardPaymentGateway } from './app/TestCardPaymentGateway';
import type { TestPaymentStore } from './app/TestPaymentStore';

export interface PaymentComponents {
  gateway: PaymentGateway;
  /**
   * The same gateway when it is the offline test-card one, for the routes only it has (the
   * card field's payment method call, the 3-D Secure dialog's answer); null with Stripe.
   */
  testCards: TestCardPaymentGateway | null;
}

/** Stripe when its keys are set, else the offline test cards (DESIGN "Real components"). */
export function createPaymentGateway(
  env: PaymentEnvironment,
  testPaymentStore: () => TestPaymentStore,
): PaymentComponents {
  const settings = readPaymentSettings(env);
  if (settings.provider === 'stripe') {
    return { gateway: new StripePaymentGateway(settings), testCards: null };
  }
  const testCards = new TestCardPaymentGateway(testPaymentStore());
  return { gateway: testCards, testCards };
}
