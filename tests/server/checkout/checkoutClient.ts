import { registerUser, bearer } from '../accounts/accountClient';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/testApp';

export { bearer };

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** Pays; a refund of it is pending, then succeeded when read again (testCards.ts). */
  refundPending: '4000 0000 0000 7726',
  /** Pays; a refund of it is made, then failed when read again (testCards.ts). */
  refundFailsLater: '4000 0000 0000 5126',
};

/**
 * The app as checkout tests need it: the mail worker stopped, rate limits out of the way;
 * `options` add to that (the foundry's VAT id, a faulty payment processor).
 */
export function createCheckoutTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    env: { RATE_LIMIT_MAX: '10000', ...options.env },
    deps: { startMailWorker: false, ...options.deps },
  });
}

/** Checkout's address step: PUT /cart in address mode for these items and this licensee. */
export function putAddressStep(
  testApp: Pick<TestApp, 'api'>,
  token: string | null,
  body: { items: unknown[]; personal_info: object; third_party_data?: object; step: unknown },
) {
  const { items, personal_info, third_party_data, step } = body;
  return testApp.api.put(
    '/cart',
    { cart: { items }, user: { personal_info }, third_party_data, step },
    token ? { headers: bearer(token) } : {},
  );
}

let userCount = 0;

export async function newCustomer(testApp: TestApp): Promise<{ email: string; token: string }> {
  userCount += 1;
  const email = `buyer${userCount}-${Date.now()}@example.com`;
  return { email, token: await registerUser(testApp, email) };
}

export const EU_BUYER = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  address1: '12 St James Square',
  zip_code: 'SW1Y 4JH',
  city: 'London',
  country: 'GB',
};

/** A buyer outside the EU and the US: no tax, so the totals are the discounts alone. */
export const SWISS_BUYER = {
  name: 'Hans Muster',
  address1: 'Bahnhofstrasse 1',
  zip_code: '8001',
  city: 'Zürich',
  country: 'CH',
};

export const US_BUYER = {
  name: 'Grace Hopper',
  address1: '1 Navy Way',
  zip_code: '10001',
  city: 'New York',
  state: 'NY',
  country: 'US',
};

type Tiers = { desktop: number | null; web: number | null; app: number | null };
const DESKTOP_ONLY: Tiers = { desktop: 0, web: null, app: null };

export function familyItem(page: string, options: Tiers = DESKTOP_ONLY) {
  return { kind: 'families', option_id: page, typeface_page: page, options, scripts: [] };
}

export function styleItem(page: string, style: string, options: Tiers = DESKTOP_ONLY) {
  return {
    kind: 'styles',
    option_id: `${page}/${style}`,
    typeface_page: page,
    options,
    scripts: [],
  };
}

export async function paymentMethod(
  testApp: Pick<TestApp, 'api'>,
  token: string,
  number: string,
): Promise<string> {
  const response = await testApp.api.post(
    '/payments/test-methods',
    { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    { headers: bearer(token) },
  );
  if (response.statusCode !== 200) throw new Error(`payment method: ${response.body}`);
  return response.json<{ id: string }>().id;
}

export interface CheckoutBody {
  cart: { items: unknown[]; buyer?: unknown; discount_code?: string };
  personal_info?: Record<string, unknown>;
  third_party_data?: Record<string, unknown> | null;
  extra?: Record<string, unknown>;
}

export async function checkout(testApp: TestApp, token: string, card: string, body: CheckoutBody) {
  const payment_method_id = await paymentMethod(testApp, token, card);
  return testApp.api.post(
    '/checkout',
    {
      cart: body.cart,
      payment_method_id,
      user: { personal_info: body.personal_info ?? EU_BUYER },
      third_party_data: body.third_party_data ?? null,
      ...body.extra,
    },
    { headers: bearer(token) },
  );
}
