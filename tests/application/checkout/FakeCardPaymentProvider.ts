import type {
  CardConfirmationOutcome,
  CardPaymentProvider,
  PaymentMethodOutcome,
} from '../../../src/application/payment/CardPaymentProvider';

/** A card field whose outcomes the test sets; records whether it was disabled. */
export class FakeCardPaymentProvider implements CardPaymentProvider {
  method: PaymentMethodOutcome = { ok: true, id: 'pm_1' };
  confirmation: CardConfirmationOutcome = { ok: true, paymentIntentId: 'pi_1' };
  disabled = false;
  /** The disabled state seen while creating the payment method. */
  disabledWhileCreating: boolean | null = null;
  challenges: string[] = [];
  readonly processorName = 'a fake processor';

  onBrandChange(listener: (brand: string | null) => void): () => void {
    listener(null);
    return () => undefined;
  }

  mountCardField(): () => void {
    return () => undefined;
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
  }

  async createPaymentMethod(): Promise<PaymentMethodOutcome> {
    this.disabledWhileCreating = this.disabled;
    return this.method;
  }

  async confirmCardPayment(clientSecret: string): Promise<CardConfirmationOutcome> {
    this.challenges.push(clientSecret);
    return this.confirmation;
  }
}
