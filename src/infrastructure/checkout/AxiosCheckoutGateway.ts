import { inject, injectable } from 'inversify';
import type { AddressPricing } from '../../application/checkout/AddressPricing';
import type { CheckoutGateway } from '../../application/checkout/CheckoutGateway';
import type { PaymentOutcome } from '../../application/checkout/PaymentOutcome';
import type { CheckoutOrder } from '../../application/checkout/CheckoutOrder';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import type { CartUpdateBody } from '../../contract/cart';
import { cartUpdateAnswer } from '../../contract/cartAnswer';
import type {
  CheckoutBody,
  OrderBody,
  PaymentConfirmBody,
  PaymentFailedBody,
} from '../../contract/checkout';
import { checkoutAnswer } from '../../contract/checkoutAnswers';
import { toCartSelection } from '../answers/cartRequestBody';
import { parseAnswer } from '../http/parseAnswer';
import { addressFromAnswer } from './addressFromAnswer';
import { paymentFromAnswer } from './paymentFromAnswer';

/** docs/spec.md §7's "step" of PUT cart that turns on its address mode. */
const ADDRESS_STEP = 'address';

@injectable()
export class AxiosCheckoutGateway implements CheckoutGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async submitAddress(order: CheckoutOrder): Promise<AddressPricing> {
    const body = {
      ...orderBody(order),
      step: ADDRESS_STEP,
      stripe_payment_intent: order.stripePaymentIntent,
    } satisfies CartUpdateBody;
    const answer = await this.api.put<unknown>('/cart', body);
    return addressFromAnswer(parseAnswer(cartUpdateAnswer, answer, '/cart'));
  }

  async checkout(
    order: CheckoutOrder,
    paymentMethodId: string | null,
    address: AddressPricing,
  ): Promise<PaymentOutcome> {
    // The tax fields are sent as docs/spec.md §7 lists them; the server taxes the order itself.
    const body = {
      ...orderBody(order),
      stripe_payment_intent: order.stripePaymentIntent,
      payment_method_id: paymentMethodId,
      withdrawal_consent: order.withdrawalConsent ?? false,
      us_sales_tax: address.usSalesTaxAmount,
      us_sales_tax_percentage: address.usSalesTaxPercentage,
      is_us_order: address.isUsOrder,
    } satisfies CheckoutBody;
    const answer = await this.api.post<unknown>('/checkout', body);
    return paymentFromAnswer(parseAnswer(checkoutAnswer, answer, '/checkout'));
  }

  async confirmPayment(
    order: CheckoutOrder,
    paymentIntentId: string,
    orderId: string,
  ): Promise<PaymentOutcome> {
    const body = {
      ...orderBody(order),
      payment_method_id: paymentIntentId,
      order_id: orderId,
    } satisfies PaymentConfirmBody;
    const answer = await this.api.post<unknown>('/payment/confirm', body);
    return paymentFromAnswer(parseAnswer(checkoutAnswer, answer, '/payment/confirm'));
  }

  async paymentFailed(order: CheckoutOrder, orderId: string): Promise<void> {
    const body = { ...orderBody(order), order_id: orderId } satisfies PaymentFailedBody;
    await this.api.post<unknown>('/payment/failed', body);
  }
}

/**
 * What every checkout call carries (docs/spec.md §7): cart, user.personal_info,
 * third_party_data. The address step and the checkout add the checkout key
 * (`stripe_payment_intent`); the payment follow-ups name the order instead.
 */
function orderBody(order: CheckoutOrder) {
  const { personalInfo } = order;
  return {
    cart: {
      items: order.items.map(toCartSelection),
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
  } satisfies OrderBody;
}
