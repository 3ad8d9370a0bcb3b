import { reaction } from 'mobx';
import { createRoot } from 'react-dom/client';
import { isApiError } from '../../../application/errors/ApiError';
import type {
  CardConfirmationOutcome,
  CardPaymentProvider,
  PaymentMethodOutcome,
} from '../../../application/payment/CardPaymentProvider';
import type { ApiClient } from '../../../application/ports/ApiClient';
import { testPaymentMethodAnswer } from '../../../contract/checkoutAnswers';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors/ErrorItem';
import { parseAnswer } from '../../http/parseAnswer';
import { TEST_CHALLENGE_PATH, TEST_PAYMENT_METHOD_PATH } from '../paymentPaths';
import { TestCardFieldView } from './TestCardField';
import { TestCardInput } from './TestCardInput';
import { testCardBrand } from './testCardBrand';
import { parseExpiry } from './testCardRules';
import { ThreeDSecureDialog } from './ThreeDSecureDialog';
import './testCards.css';

/** Stripe's words when the customer fails the 3-D Secure challenge. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The browser half of the offline test gateway (DESIGN "Real components"): its own card
 * field, posted to the server's test payment-method endpoint as Stripe.js posts to Stripe,
 * and a 3-D Secure dialog whose answer the server's test-challenge endpoint records.
 */
export class TestCardPayment implements CardPaymentProvider {
  readonly input = new TestCardInput();
  readonly processorName = 'the offline test-card gateway (no card is charged)';

  constructor(private readonly api: ApiClient) {}

  onBrandChange(listener: (brand: string | null) => void): () => void {
    return reaction(() => testCardBrand(this.input.values.number), listener, {
      fireImmediately: true,
    });
  }

  mountCardField(slot: HTMLElement): () => void {
    const root = createRoot(slot);
    root.render(<TestCardFieldView input={this.input} />);
    // The page unmounts the slot while React renders; a nested root may only go after that.
    return () => queueMicrotask(() => root.unmount());
  }

  setDisabled(disabled: boolean): void {
    this.input.setDisabled(disabled);
  }

  async createPaymentMethod(): Promise<PaymentMethodOutcome> {
    const invalid = this.input.touchAll();
    if (invalid) return { ok: false, message: invalid };
    const { number, expiry, cvc } = this.input.values;
    const parsed = parseExpiry(expiry);
    try {
      const answer = await this.api.post<unknown>(TEST_PAYMENT_METHOD_PATH, {
        number: number.replace(/\s/g, ''),
        exp_month: parsed?.month,
        exp_year: parsed?.year,
        cvc: cvc.trim(),
      });
      const { id } = parseAnswer(testPaymentMethodAnswer, answer, TEST_PAYMENT_METHOD_PATH);
      return { ok: true, id };
    } catch (error) {
      return { ok: false, message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE };
    }
  }

  async confirmCardPayment(clientSecret: string): Promise<CardConfirmationOutcome> {
    const approve = await askForAuthentication();
    try {
      await this.api.post<unknown>(TEST_CHALLENGE_PATH, {
        payment_intent_client_secret: clientSecret,
        approve,
      });
    } catch (error) {
      return { ok: false, message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE };
    }
    if (!approve) return { ok: false, message: AUTHENTICATION_FAILED };
    // Stripe's client secrets are '{intent id}_secret_{random}'; the test gateway's too.
    return { ok: true, paymentIntentId: clientSecret.split('_secret_')[0] ?? clientSecret };
  }
}

/** Shows the challenge dialog until the customer answers it. */
function askForAuthentication(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <ThreeDSecureDialog
        onAnswer={(approve) => {
          root.unmount();
          host.remove();
          resolve(approve);
        }}
      />,
    );
  });
}
