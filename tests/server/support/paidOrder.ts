import { CARDS, checkout, newCustomer } from '../checkout/checkoutClient';
import type { TestApp } from './testApp';

export interface PaidOrder {
  buyer: { email: string; token: string };
  orderId: string;
}

/**
 * A new customer's order of `items`, paid with the test card that succeeds (or `card`): what
 * the order download and refund tests start from (the app from createCheckoutTestApp()).
 */
export async function paidOrder(
  testApp: TestApp,
  items: unknown[],
  card: string = CARDS.succeeds,
): Promise<PaidOrder> {
  const buyer = await newCustomer(testApp);
  const response = await checkout(testApp, buyer.token, card, { cart: { items } });
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`);
  return { buyer, orderId: response.json<{ order_id: string }>().order_id };
}
