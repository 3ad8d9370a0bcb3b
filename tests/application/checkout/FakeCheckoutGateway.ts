import type { AddressAnswer } from '../../../src/application/checkout/AddressAnswer';
import type {
  CheckoutGateway,
  PaymentAnswer,
} from '../../../src/application/checkout/CheckoutGateway';
import type { CheckoutOrder } from '../../../src/application/checkout/CheckoutOrder';
import { EMPTY_CART_VIEW } from '../../../src/application/cart/CartView';

export function addressAnswer(overrides: Partial<AddressAnswer> = {}): AddressAnswer {
  return {
    view: { ...EMPTY_CART_VIEW, total: { name: 'Total', value: '$120' } },
    items: [],
    is_us_order: false,
    usSalesTax: null,
    us_sales_tax: 0,
    us_sales_tax_percentage: 0,
    taxjar_error: null,
    stripe_payment_intent: 'key-1',
    ...overrides,
  };
}

/** Answers what the test queued; records every call. */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly calls: { method: string; order: CheckoutOrder; extra?: unknown }[] = [];
  address: AddressAnswer = addressAnswer();
  checkoutAnswers: (PaymentAnswer | Error)[] = [];
  confirmAnswer: PaymentAnswer = { kind: 'paid', orderId: 'order-1' };

  async submitAddress(order: CheckoutOrder): Promise<AddressAnswer> {
    this.calls.push({ method: 'submitAddress', order });
    return this.address;
  }

  async checkout(order: CheckoutOrder, paymentMethodId: string): Promise<PaymentAnswer> {
    this.calls.push({ method: 'checkout', order, extra: paymentMethodId });
    const answer = this.checkoutAnswers.shift() ?? { kind: 'paid', orderId: 'order-1' };
    if (answer instanceof Error) throw answer;
    return answer;
  }

  async confirmPayment(order: CheckoutOrder, paymentIntentId: string): Promise<PaymentAnswer> {
    this.calls.push({ method: 'confirmPayment', order, extra: paymentIntentId });
    return this.confirmAnswer;
  }

  async paymentFailed(order: CheckoutOrder, orderId: string): Promise<void> {
    this.calls.push({ method: 'paymentFailed', order, extra: orderId });
  }
}
