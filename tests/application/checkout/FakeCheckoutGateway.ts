import type { AddressPricing } from '../../../src/application/checkout/AddressPricing';
import type { CheckoutGateway } from '../../../src/application/checkout/CheckoutGateway';
import type { CheckoutOrder } from '../../../src/application/checkout/CheckoutOrder';
import type { PaymentOutcome } from '../../../src/application/checkout/PaymentOutcome';
import { EMPTY_CART_VIEW } from '../../../src/application/cart/CartView';

export function addressPricing(overrides: Partial<AddressPricing> = {}): AddressPricing {
  return {
    view: { ...EMPTY_CART_VIEW, total: { name: 'Total', value: '$120' } },
    items: [],
    isUsOrder: false,
    usSalesTax: null,
    usSalesTaxAmount: 0,
    usSalesTaxPercentage: 0,
    taxNote: null,
    taxjarError: null,
    stripePaymentIntent: 'key-1',
    nothingToPay: false,
    ...overrides,
  };
}

/** Answers what the test queued; records every call. */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly calls: { method: string; order: CheckoutOrder; extra?: unknown }[] = [];
  address: AddressPricing = addressPricing();
  checkoutAnswers: (PaymentOutcome | Error)[] = [];
  confirmAnswer: PaymentOutcome = { kind: 'paid', orderId: 'order-1' };

  async submitAddress(order: CheckoutOrder): Promise<AddressPricing> {
    this.calls.push({ method: 'submitAddress', order });
    return this.address;
  }

  async checkout(order: CheckoutOrder, paymentMethodId: string): Promise<PaymentOutcome> {
    this.calls.push({ method: 'checkout', order, extra: paymentMethodId });
    const answer = this.checkoutAnswers.shift() ?? { kind: 'paid', orderId: 'order-1' };
    if (answer instanceof Error) throw answer;
    return answer;
  }

  async confirmPayment(order: CheckoutOrder, paymentIntentId: string): Promise<PaymentOutcome> {
    this.calls.push({ method: 'confirmPayment', order, extra: paymentIntentId });
    return this.confirmAnswer;
  }

  async paymentFailed(order: CheckoutOrder, orderId: string): Promise<void> {
    this.calls.push({ method: 'paymentFailed', order, extra: orderId });
  }
}
