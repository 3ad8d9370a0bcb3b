import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUNIOR_LIMIT_NOTE } from '../../../src/domain/pricing/juniorDiscount';
import {
  AUTHENTICATION_FAILED,
  CARD_DECLINED,
  INSUFFICIENT_FUNDS,
} from '../../../src/server/payments/app/testCards';
import { emlAttachments, readEml } from '../mail/eml';
import { mailTo } from '../mail/outbox';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  EU_BUYER,
  familyItem,
  newCustomer,
  paymentMethod,
  putAddressStep,
  styleItem,
  US_BUYER,
} from './checkoutClient';

/** The location evidence's refusal of New York with a Beverly Hills ZIP code. */
const ZIP_OF_ANOTHER_STATE =
  'The zip code 90210 belongs to California, not to New York. Please check your state and zip code.';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

async function orderOf(token: string, id: string) {
  const response = await testApp.api.get(`/orders/${id}`, { headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{
    order_details: { id: string; status: string; zip: string | null; pdf: string | null };
    cart: { name: string; value: string; description: Record<string, string | null> }[];
    discounts: { name: string; value: string }[];
    us_sales_tax: number;
    total: { value: string };
    licensee: { name: string; email: string | null };
  }>();
}

async function cartTotal(items: unknown[], token: string, personal_info = EU_BUYER) {
  const response = await testApp.api.put(
    '/cart',
    { cart: { items }, user: { personal_info } },
    { headers: bearer(token) },
  );
  return response.json<{ total: { value: string } }>().total.value;
}

describe('POST /checkout', () => {
  it('charges a 4242 card, pays the order and e-mails the buyer', async () => {
    const { email, token } = await newCustomer(testApp);
    const items = [familyItem('eb-garamond')];
    const response = await checkout(testApp, token, CARDS.succeeds, { cart: { items } });
    expect(response.statusCode).toBe(200);
    const { order_id } = response.json<{ order_id: string }>();
    const order = await orderOf(token, order_id);
    expect(order.order_details.status).toBe('paid');
    expect(order.order_details.zip).toBe(`/api/v1/orders/${order_id}/fonts.zip`);
    expect(order.cart[0]?.name).toBe('EB Garamond');
    expect(order.cart[0]?.value).toMatch(/^\$\d/);
    expect(order.total.value).toBe(await cartTotal(items, token));
    const mail = await mailTo(testApp, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(`#${order_id}`);
    expect(mail[0]?.text).toContain(`/api/v1/orders/${order_id}/fonts.zip`);
    expect(mail[0]?.text).toContain(`/api/v1/orders/${order_id}/invoice.pdf`);
  });

  it('attaches the invoice to the confirmation e-mail as a PDF', async () => {
    const { email, token } = await newCustomer(testApp);
    const items = [familyItem('eb-garamond')];
    const response = await checkout(testApp, token, CARDS.succeeds, { cart: { items } });
    const { order_id } = response.json<{ order_id: string }>();
    const order = await orderOf(token, order_id);
    const [entry] = await mailTo(testApp, email);
    if (!entry) throw new Error('no confirmation e-mail');
    expect(entry.attachments).toEqual([`Invoice-${order_id}.pdf`]);
    const attachments = emlAttachments(await readEml(testApp, entry));
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `Invoice-${order_id}.pdf`, contentType: 'application/pdf' },
    ]);
    const pdf = attachments[0]?.content ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`#${order_id}`);
    expect(text).toContain(order.total.value);
    // The download is the same document: same renderer, same order row.
    const download = await testApp.api.get(`/orders/${order_id}/invoice.pdf`, {
      headers: bearer(token),
    });
    expect(pdfText(download.rawPayload)).toBe(text);
  });

  it('ignores prices, tax and totals the browser sends', async () => {
    const { token } = await newCustomer(testApp);
    const items = [familyItem('literata')];
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items, total: { value: '$1', amount: 1 } } as never,
      extra: { us_sales_tax: 0, us_sales_tax_percentage: 0, is_us_order: false, total: 1 },
    });
    const order = await orderOf(token, response.json<{ order_id: string }>().order_id);
    expect(order.total.value).toBe(await cartTotal(items, token));
    expect(order.total.value).not.toBe('$1');
  });

  it('makes one order and one charge of two concurrent calls for one cart', async () => {
    const { token, email } = await newCustomer(testApp);
    const payment_method_id = await paymentMethod(testApp, token, CARDS.succeeds);
    const body = {
      cart: { items: [familyItem('cormorant-garamond')] },
      payment_method_id,
      user: { personal_info: EU_BUYER },
      stripe_payment_intent: 'ck_concurrent-checkout-key-0123456789',
    };
    const [first, second] = await Promise.all([
      testApp.api.post('/checkout', body, { headers: bearer(token) }),
      testApp.api.post('/checkout', body, { headers: bearer(token) }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().order_id).toBe(second.json().order_id);
    const orders = await testApp.database.db.selectFrom('orders').selectAll().execute();
    expect(orders.filter((order) => order.id === first.json().order_id)).toHaveLength(1);
    const intents = await testApp.database.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('payment_method_id', '=', payment_method_id)
      .execute();
    expect(intents).toHaveLength(1);
    expect(await mailTo(testApp, email)).toHaveLength(1);
    const replay = await testApp.api.post('/checkout', body, { headers: bearer(token) });
    expect(replay.json().order_id).toBe(first.json().order_id);
  });

  it('pays after an approved 3-D Secure challenge and confirm', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.threeDSecure, {
      cart: { items: [familyItem('eb-garamond')] },
    });
    const answer = response.json<{
      requires_action: boolean;
      payment_intent_client_secret: string;
      order_id: string;
    }>();
    expect(answer.requires_action).toBe(true);
    expect((await orderOf(token, answer.order_id)).order_details.status).toBe('pending');
    const challenge = await testApp.api.post('/payments/test-challenge', {
      payment_intent_client_secret: answer.payment_intent_client_secret,
      approve: true,
    });
    expect(challenge.statusCode).toBe(200);
    const confirm = await testApp.api.post(
      '/payment/confirm',
      { order_id: answer.order_id, payment_method_id: 'anything the browser says' },
      { headers: bearer(token) },
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ order_id: answer.order_id });
    expect((await orderOf(token, answer.order_id)).order_details.status).toBe('paid');
  });

  it('fails the order when the 3-D Secure challenge is rejected', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.threeDSecure, {
      cart: { items: [familyItem('eb-garamond')] },
    });
    const answer = response.json<{ payment_intent_client_secret: string; order_id: string }>();
    await testApp.api.post('/payments/test-challenge', {
      payment_intent_client_secret: answer.payment_intent_client_secret,
      approve: false,
    });
    const confirm = await testApp.api.post(
      '/payment/confirm',
      { order_id: answer.order_id },
      { headers: bearer(token) },
    );
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().error.message).toBe(AUTHENTICATION_FAILED);
    expect((await orderOf(token, answer.order_id)).order_details.status).toBe('failed');
  });

  it('marks the order failed on POST /payment/failed, unless the processor was paid', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.threeDSecure, {
      cart: { items: [familyItem('literata')] },
    });
    const { order_id } = response.json<{ order_id: string }>();
    const failed = await testApp.api.post(
      '/payment/failed',
      { order_id },
      { headers: bearer(token) },
    );
    expect(failed.json()).toMatchObject({ ok: true, order_id, status: 'failed' });
    // A new card for the same checkout reopens the same order.
    const retry = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('literata')] },
    });
    expect(retry.json().order_id).toBe(order_id);
    expect((await orderOf(token, order_id)).order_details.status).toBe('paid');
  });

  it.each([
    [CARDS.declined, CARD_DECLINED],
    [CARDS.insufficientFunds, INSUFFICIENT_FUNDS],
  ])('answers the decline of %s with its message', async (card, message) => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, card, {
      cart: { items: [familyItem('eb-garamond')] },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(message);
    expect((await orderOf(token, response.json().order_id)).order_details.status).toBe('failed');
  });

  it('refuses a guest', async () => {
    const response = await testApp.api.post('/checkout', {
      cart: { items: [familyItem('eb-garamond')] },
      payment_method_id: 'pm_x',
      user: { personal_info: EU_BUYER },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers field errors for invalid order information', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { country: 'US' },
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(fields).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'Please enter your name.' }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({ field: 'state', message: 'Please enter your state.' }),
    );
  });

  it('lowers a junior cart over the limit and asks the buyer to review it', async () => {
    const { token } = await newCustomer(testApp);
    const student = { ...EU_BUYER, is_student_order: true };
    const items = [familyItem('eb-garamond', { desktop: 2, web: null, app: null })];
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items, buyer: { is_student_order: true } },
      personal_info: student,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{
      cart_modified: boolean;
      note: string;
      cart: { items: unknown[] };
    }>();
    expect(body.cart_modified).toBe(true);
    expect(body.note).toBe(JUNIOR_LIMIT_NOTE);
    const accepted = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: body.cart.items, buyer: { is_student_order: true } },
      personal_info: student,
    });
    expect(accepted.statusCode).toBe(200);
    const order = await orderOf(token, accepted.json().order_id);
    expect(order.discounts[0]?.name).toContain('Student');
  });

  it('refuses an item that licenses nothing, before any order or charge', async () => {
    const { token } = await newCustomer(testApp);
    const none = { desktop: null, web: null, app: null };
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [styleItem('eb-garamond', 'regular', none)] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual([
      {
        field: 'cart.items.0.options',
        message: 'Please choose a desktop, web or app licence.',
        rule: 'no_licence',
      },
    ]);
    const orders = await testApp.api.post('/settings/orders', {}, { headers: bearer(token) });
    expect(orders.json()).toEqual([]);
  });

  it('charges a family once: a style it holds leaves the cart, and the buyer reviews it first', async () => {
    const { token } = await newCustomer(testApp);
    const family = familyItem('eb-garamond');
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [styleItem('eb-garamond', 'regular'), family] },
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ note: string; cart: { items: unknown[] } }>();
    expect(body.note).toBe(
      'Already included in EB Garamond, so removed from your cart: EB Garamond Regular.',
    );
    expect(body.cart.items).toEqual([family]);
    const accepted = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: body.cart.items },
    });
    expect(accepted.statusCode).toBe(200);
    const order = await orderOf(token, accepted.json().order_id);
    expect(order.cart.map((line) => line.name)).toEqual(['EB Garamond']);
    expect(order.total.value).toBe(await cartTotal([family], token));
  });

  it('grants a third-party order to the third party', async () => {
    const { token } = await newCustomer(testApp);
    const thirdParty = {
      name: 'Client Person',
      email: 'client@example.org',
      address1: '5 Rue de Rivoli',
      zip_code: '75001',
      city: 'Paris',
      country: 'FR',
    };
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { ...EU_BUYER, third_party_order: true },
      third_party_data: thirdParty,
    });
    expect(response.statusCode).toBe(200);
    const order = await orderOf(token, response.json().order_id);
    expect(order.licensee).toMatchObject({ name: 'Client Person', email: 'client@example.org' });
  });

  it('asks for the third party’s details on a third-party order', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { ...EU_BUYER, third_party_order: true },
      third_party_data: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toMatch(/^third_party_data\./);
  });

  it('adds US sales tax for a US address, and refuses an unknown one', async () => {
    const { token } = await newCustomer(testApp);
    const items = [familyItem('eb-garamond')];
    const paid = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items },
      personal_info: US_BUYER,
    });
    const order = await orderOf(token, paid.json().order_id);
    expect(order.us_sales_tax).toBeGreaterThan(0);
    // The same cart without the tax (a guest's: no address known) costs less.
    const guest = await testApp.api.put('/cart', { cart: { items } });
    expect(order.total.value).not.toBe(guest.json().total.value);
    // The customer's own cart now knows their address, and shows the tax at once.
    expect(await cartTotal(items, token)).toBe(order.total.value);

    const unknown = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items },
      personal_info: { ...US_BUYER, zip_code: '90210' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().taxjar_error).toBe(ZIP_OF_ANOTHER_STATE);
  });

  it('lists paid orders in POST /settings/orders, newest first', async () => {
    const { token } = await newCustomer(testApp);
    const first = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
    });
    const second = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('literata')] },
    });
    const list = await testApp.api.post('/settings/orders', {}, { headers: bearer(token) });
    const ids = list.json<{ order_details: { id: string } }[]>().map((o) => o.order_details.id);
    expect(ids).toEqual([second.json().order_id, first.json().order_id]);
  });
});

describe('payments', () => {
  it('answers card field errors in Stripe’s words', async () => {
    const { token } = await newCustomer(testApp);
    const response = await testApp.api.post(
      '/payments/test-methods',
      { number: '4242', exp_month: 1, exp_year: 2020, cvc: '1' },
      { headers: bearer(token) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('Your card number is incomplete.');
  });

  it('tells the browser which card processor is active', async () => {
    const response = await testApp.api.get('/payments/config');
    expect(response.json()).toEqual({
      provider: 'test_cards',
      publishable_key: null,
      publishable_key_us: null,
    });
  });

  it('refuses a webhook with a bad signature', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({ type: 'payment_intent.succeeded' }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /cart in address mode', () => {
  it('adds the US sales tax and hands out the checkout key', async () => {
    const { token } = await newCustomer(testApp);
    const response = await testApp.api.put(
      '/cart',
      { cart: { items: [familyItem('eb-garamond')] }, user: { personal_info: US_BUYER }, step: 2 },
      { headers: bearer(token) },
    );
    const answer = response.json<{
      is_us_order: boolean;
      us_sales_tax_percentage: number;
      taxjar_error: string | null;
      stripe_payment_intent: string;
    }>();
    expect(answer).toMatchObject({
      is_us_order: true,
      us_sales_tax_percentage: 4,
      taxjar_error: null,
    });
    expect(answer.stripe_payment_intent).toMatch(/^ck_/);

    const unknown = await testApp.api.put(
      '/cart',
      {
        cart: { items: [familyItem('eb-garamond')] },
        user: { personal_info: { ...US_BUYER, zip_code: '90210' } },
        step: 2,
        stripe_payment_intent: answer.stripe_payment_intent,
      },
      { headers: bearer(token) },
    );
    expect(unknown.json()).toMatchObject({
      taxjar_error: ZIP_OF_ANOTHER_STATE,
      stripe_payment_intent: answer.stripe_payment_intent,
    });
  });
  it('answers the order information’s errors before the cart’s, then the cart’s', async () => {
    const { token } = await newCustomer(testApp);
    const malformed = [{ ...familyItem('eb-garamond'), kind: 'nonsense' }];
    const bothWrong = await putAddressStep(testApp, token, {
      items: malformed,
      personal_info: { ...US_BUYER, name: '' },
      step: 2,
    });
    expect(bothWrong.statusCode).toBe(422);
    const fields = bothWrong.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toContain('name');
    expect(fields.some((field) => field.startsWith('cart.'))).toBe(false);

    const cartWrong = await putAddressStep(testApp, token, {
      items: malformed,
      personal_info: US_BUYER,
      step: 2,
    });
    expect(cartWrong.statusCode).toBe(422);
    expect(cartWrong.json().errors[0].field).toBe('cart.items.0.kind');
  });
});
