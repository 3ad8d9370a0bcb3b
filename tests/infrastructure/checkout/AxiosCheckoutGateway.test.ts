import { describe, expect, it } from 'vitest';
import type { AddressPricing } from '../../../src/application/checkout/AddressPricing';
import type { CheckoutOrder } from '../../../src/application/checkout/CheckoutOrder';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ApiClient } from '../../../src/application/ports/ApiClient';
import { AxiosCheckoutGateway } from '../../../src/infrastructure/checkout/AxiosCheckoutGateway';
import { cartAnswerOf } from '../cart/cartAnswerFixture';

function apiAnswering(body: unknown): ApiClient {
  const answer = <T>() => Promise.resolve(body as T);
  return { get: answer, post: answer, put: answer, delete: answer };
}

const ORDER: CheckoutOrder = {
  items: [],
  personalInfo: { name: 'Ada Lovelace', country: 'GB' },
  thirdParty: null,
  stripePaymentIntent: null,
  discountCode: null,
};
const ADDRESS = {
  usSalesTaxAmount: 0,
  usSalesTaxPercentage: 0,
  isUsOrder: false,
} as AddressPricing;

describe('the checkout answers validated at the boundary (the wire contract)', () => {
  it('reads a placed order and a 3-D Secure challenge', async () => {
    const placed = new AxiosCheckoutGateway(apiAnswering({ order_id: '20261125-AAAAAA' }));
    await expect(placed.checkout(ORDER, 'pm_1', ADDRESS)).resolves.toEqual({
      kind: 'paid',
      orderId: '20261125-AAAAAA',
    });
    const challenged = new AxiosCheckoutGateway(
      apiAnswering({
        order_id: '20261125-AAAAAA',
        requires_action: true,
        payment_intent_client_secret: 'pi_1_secret_2',
      }),
    );
    await expect(challenged.confirmPayment(ORDER, 'pi_1', '20261125-AAAAAA')).resolves.toEqual({
      kind: 'requires_action',
      orderId: '20261125-AAAAAA',
      clientSecret: 'pi_1_secret_2',
    });
  });

  it('rejects an answer without its order with an ApiError naming the field', async () => {
    const gateway = new AxiosCheckoutGateway(apiAnswering({ order_id: 42 }));
    const error = await gateway.checkout(ORDER, 'pm_1', ADDRESS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([
      { field: 'order_id', message: expect.any(String) as string, rule: 'invalid_answer' },
    ]);
  });

  it('rejects an address answer that is not a priced cart', async () => {
    const gateway = new AxiosCheckoutGateway(apiAnswering({ stripe_payment_intent: 'ck_1' }));
    const error = await gateway.submitAddress(ORDER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.map((e) => e.field)).toContain('cart');
  });

  it('shows a US order’s sales tax line as the server wrote it, in its currency symbol', async () => {
    const line = { name: 'US sales tax (8.875%)', value: '€8.88' };
    const cart = cartAnswerOf({
      cart: [],
      discounts: [],
      total: { name: 'Total', value: '€108.88' },
      cart_modified: false,
      note: null,
      items: [],
    });
    const answer = {
      ...cart,
      is_us_order: true,
      us_sales_tax: 8.88,
      us_sales_tax_percentage: 8.875,
      tax: { ...cart.tax, kind: 'us_sales_tax', rate_percentage: 8.875, amount: 8.88, line },
    };
    const address = await new AxiosCheckoutGateway(apiAnswering(answer)).submitAddress(ORDER);
    expect(address.usSalesTax).toEqual(line);
  });
});
