import { inject, injectable } from 'inversify';
import type { CardPaymentLoader } from '../../application/payment/CardPaymentLoader';
import type { CardPaymentProvider } from '../../application/payment/CardPaymentProvider';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { paymentsConfigAnswer } from '../../contract/checkoutAnswers';
import { parseAnswer } from '../http/parseAnswer';
import { paymentConfigFromAnswer } from './PaymentConfig';
import { PAYMENT_CONFIG_PATH } from './paymentPaths';

/**
 * Loads the card processor's browser code on the payment step only: both adapters are
 * dynamic imports, so neither (and never Stripe's) is part of the site's main chunk.
 */
@injectable()
export class LazyCardPaymentLoader implements CardPaymentLoader {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async load(isUsOrder: boolean): Promise<CardPaymentProvider> {
    const answer = await this.api.get<unknown>(PAYMENT_CONFIG_PATH);
    const config = paymentConfigFromAnswer(
      parseAnswer(paymentsConfigAnswer, answer, PAYMENT_CONFIG_PATH),
    );
    if (config.provider === 'stripe') {
      const { loadStripeCardPayment } = await import('./stripe/StripeCardPayment');
      return loadStripeCardPayment(isUsOrder ? config.publishableKeyUs : config.publishableKey);
    }
    const { TestCardPayment } = await import('./testCards/TestCardPayment');
    return new TestCardPayment(this.api);
  }
}
