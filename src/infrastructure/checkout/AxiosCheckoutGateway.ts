import { inject, injectable } from 'inversify';
import type { AddressAnswer } from '../../application/checkout/AddressAnswer';
import type { CheckoutGateway, PaymentAnswer } from '../../application/checkout/CheckoutGateway';
import type { CheckoutOrder } from '../../application/checkout/CheckoutOrder';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { toCartItemWire } from '../cart/cartWireMapping';
import { addressAnswerFromWire } from './addressAnswerFromWire';
import type { AddressAnswerWire, PaymentAnswerWire } from './CheckoutWire';
import { paymentAnswerFromWire } from './paymentAnswerFromWire';

/** docs/spec.md §7's "step" of PUT cart that turns on its address mode. */
const ADDRESS_STEP = 'address';

@injectable()
export class AxiosCheckoutGateway implements CheckoutGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async submitAddress(order: CheckoutOrder): Promise<AddressAnswer> {
    const answer = await this.api.put<AddressAnswerWire>('/cart', {
      ...orderBody(order),
      step: ADDRESS_STEP,
    });
    return addressAnswerFromWire(answer);
  }

  async checkout(
    order: CheckoutOrder,
    paymentMethodId: string,
    address: AddressAnswer,
  ): Promise<PaymentAnswer> {
    const answer = await this.api.post<PaymentAnswerWire>('/checkout', {
      ...orderBody(order),
      payment_method_id: paymentMethodId,
      us_sales_tax: address.us_sales_tax,
      us_sales_tax_percentage: address.us_sales_tax_percentage,
      is_us_order: address.is_us_order,
    });
    return paymentAnswerFromWire(answer);
  }

  async confirmPayment(
    order: CheckoutOrder,
    paymentIntentId: string,
    orderId: string,
  ): Promise<PaymentAnswer> {
    const answer = await this.api.post<PaymentAnswerWire>('/payment/confirm', {
      ...orderBody(order),
      payment_method_id: paymentIntentId,
      order_id: orderId,
    });
    return paymentAnswerFromWire({ order_id: orderId, ...answer });
  }

  async paymentFailed(order: CheckoutOrder, orderId: string): Promise<void> {
    await this.api.post<unknown>('/payment/failed', { ...orderBody(order), order_id: orderId });
  }
}

/** What every checkout call carries (docs/spec.md §7): cart, user.personal_info, third_party_data. */
function orderBody(order: CheckoutOrder) {
  const { personalInfo } = order;
  return {
    cart: {
      items: order.items.map(toCartItemWire),
      buyer: {
        is_student_order: personalInfo.is_student_order === true,
        is_graduate_order: personalInfo.is_graduate_order === true,
        graduation_date: personalInfo.graduation_date || null,
        third_party_order: personalInfo.third_party_order === true,
      },
      discount_code: order.discountCode,
    },
    user: { personal_info: personalInfo },
    third_party_data: order.thirdParty,
    stripe_payment_intent: order.stripePaymentIntent,
  };
}
