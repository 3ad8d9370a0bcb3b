import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeCommand } from '../../../src/server/commands/discountCodeCommand';
import { UsageError } from '../../../src/server/commands/maintenanceCommand';
import { KyselyDiscountCodeLookup } from '../../../src/server/discounts/adapters/KyselyDiscountCodeLookup';
import { CartClient } from '../cart/cartClient';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  US_BUYER,
  SWISS_BUYER,
} from './checkoutClient';

let testApp: TestApp;
let codes: KyselyDiscountCodeLookup;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  codes = new KyselyDiscountCodeLookup(testApp.database.db);
});
afterAll(async () => testApp.close());

const items = [familyItem('eb-garamond')];

async function makeCode(
  code: string,
  extra: Partial<Parameters<KyselyDiscountCodeLookup['create']>[0]>,
) {
  await codes.create({
    code,
    kind: 'percent',
    percent: 20,
    amountCents: null,
    expiresOn: null,
    maxUses: null,
    typefaces: null,
    ...extra,
  });
}

async function cartWith(discount_code: string) {
  const response = await testApp.api.put('/cart', { cart: { items, discount_code } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function pay(token: string, discount_code: string) {
  return checkout(testApp, token, CARDS.succeeds, {
    cart: { items, discount_code },
    personal_info: SWISS_BUYER,
  });
}

describe('discount codes in the cart', () => {
  it('applies a code as a discount line, in any case', async () => {
    await makeCode('SPRING', { percent: 20 });
    const plain = (await testApp.api.put('/cart', { cart: { items } })).json();
    const cart = await cartWith(' spring ');
    expect(cart.discount_code).toEqual({
      code: 'SPRING',
      applied: true,
      message: null,
      rule: null,
    });
    expect(cart.discounts).toEqual([
      expect.objectContaining({ name: 'Discount code SPRING (20%)' }),
    ]);
    expect(cart.total.amount).toBe(Math.round(plain.total.amount * 80) / 100);
  });

  it('answers an unknown, an expired and a used-up code alike, and prices the cart without it', async () => {
    await makeCode('OLDIE', { expiresOn: '2020-01-01' });
    await makeCode('SPENT', { maxUses: 2 });
    await testApp.database.db
      .updateTable('discount_codes')
      .set({ uses: 2 })
      .where('code', '=', 'SPENT')
      .execute();
    await makeCode('OTHERFACE', { typefaces: ['literata'] });
    const answers = [await cartWith('NOSUCH'), await cartWith('OLDIE'), await cartWith('SPENT')];
    for (const answer of answers) {
      expect({ ...answer.discount_code, code: null }).toEqual({
        code: null,
        applied: false,
        message: 'This discount code is not valid.',
        rule: 'unknown',
      });
      expect(answer.discounts).toEqual([]);
    }
    const other = await cartWith('OTHERFACE');
    expect(other.discount_code.message).toBe(
      'This discount code does not apply to the typefaces in your cart.',
    );
    expect(other.discounts).toEqual([]);
  });

  it('tells the cart that held a code why it stopped working', async () => {
    await makeCode('FADING', { maxUses: 1 });
    const holder = new CartClient(testApp);
    expect((await holder.putCart({ items, discount_code: 'FADING' })).discount_code?.applied).toBe(
      true,
    );
    await testApp.database.db
      .updateTable('discount_codes')
      .set({ uses: 1 })
      .where('code', '=', 'FADING')
      .execute();
    expect((await holder.putCart({ items, discount_code: 'FADING' })).discount_code).toEqual({
      code: 'FADING',
      applied: false,
      message: 'This discount code has reached its limit of uses.',
      rule: 'used_up',
    });
    await testApp.database.db
      .updateTable('discount_codes')
      .set({ expires_on: '2020-01-01' })
      .where('code', '=', 'FADING')
      .execute();
    expect((await holder.putCart({ items, discount_code: 'FADING' })).discount_code?.message).toBe(
      'This discount code has expired.',
    );
    // Another browser trying the same code learns nothing.
    expect(
      (await new CartClient(testApp).putCart({ items, discount_code: 'FADING' })).discount_code
        ?.message,
    ).toBe('This discount code is not valid.');
  });

  it('comes after the junior discount', async () => {
    await makeCode('JUNIOR20', { percent: 20 });
    const response = await testApp.api.put('/cart', {
      cart: {
        items,
        discount_code: 'JUNIOR20',
        buyer: { is_student_order: true, is_graduate_order: false, third_party_order: false },
      },
    });
    const [junior, code] = response.json().discounts as { amount: number }[];
    expect(code?.amount).toBe(Math.round((junior?.amount ?? 0) * 20) / 100);
  });
});

describe('discount codes at checkout', () => {
  it('stores the code with the order and counts its use once', async () => {
    await makeCode('ONCE', { kind: 'amount', percent: null, amountCents: 2_500, maxUses: 5 });
    const { token } = await newCustomer(testApp);
    const paid = await pay(token, 'once');
    expect(paid.statusCode).toBe(200);
    const order = await testApp.api.get(`/orders/${paid.json().order_id}`, {
      headers: bearer(token),
    });
    expect(order.json().discounts).toEqual([{ name: 'Discount code ONCE ($25)', value: '-$25' }]);
    const row = await testApp.database.db
      .selectFrom('orders')
      .select(['discount_code', 'discount_code_cents', 'discount_code_counted'])
      .where('id', '=', paid.json().order_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      discount_code: 'ONCE',
      discount_code_cents: 2500,
      discount_code_counted: 'ONCE',
    });
    expect((await codes.find('ONCE'))?.uses).toBe(1);
  });

  it('refuses the code at its use limit, without charging', async () => {
    await makeCode('LASTONE', { maxUses: 1 });
    const first = await newCustomer(testApp);
    expect((await pay(first.token, 'LASTONE')).statusCode).toBe(200);
    const second = await newCustomer(testApp);
    const refused = await pay(second.token, 'LASTONE');
    expect(refused.statusCode).toBe(422);
    // This checkout never held the code: it reads as an unknown one.
    expect(refused.json().errors[0]).toEqual({
      field: 'discount_code',
      message: 'This discount code is not valid.',
      rule: 'unknown',
    });
    const orders = await testApp.api.post(
      '/settings/orders',
      {},
      { headers: bearer(second.token) },
    );
    expect(orders.json()).toEqual([]);
    expect((await codes.find('LASTONE'))?.uses).toBe(1);
  });

  it('gives the last use to exactly one of two checkouts at once', async () => {
    await makeCode('RACE', { maxUses: 1 });
    const buyers = await Promise.all([newCustomer(testApp), newCustomer(testApp)]);
    const answers = await Promise.all(buyers.map((buyer) => pay(buyer.token, 'RACE')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect((await codes.find('RACE'))?.uses).toBe(1);
    const paid = await testApp.database.db
      .selectFrom('orders')
      .select('id')
      .where('discount_code', '=', 'RACE')
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('gives the use back when the same checkout is paid without the code', async () => {
    await makeCode('CHANGE', { maxUses: 3 });
    const { token } = await newCustomer(testApp);
    const key = 'k'.repeat(32);
    const declined = await checkout(testApp, token, CARDS.declined, {
      cart: { items, discount_code: 'CHANGE' },
      personal_info: US_BUYER,
      extra: { stripe_payment_intent: key },
    });
    expect(declined.statusCode).toBe(402);
    // A declined card gives the use back at once.
    expect((await codes.find('CHANGE'))?.uses).toBe(0);
    const again = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items },
      personal_info: US_BUYER,
      extra: { stripe_payment_intent: key },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order_id).toBe(declined.json().order_id);
    expect((await codes.find('CHANGE'))?.uses).toBe(0);
  });
});

describe('a use is held only while a payment is in progress', () => {
  it('gives the use back on a declined card and on a made-up payment method', async () => {
    await makeCode('SINGLE', { maxUses: 1 });
    const first = await newCustomer(testApp);
    const declined = await checkout(testApp, first.token, CARDS.declined, {
      cart: { items, discount_code: 'SINGLE' },
      personal_info: SWISS_BUYER,
    });
    expect(declined.statusCode).toBe(402);
    expect((await codes.find('SINGLE'))?.uses).toBe(0);

    const prober = await newCustomer(testApp);
    const madeUp = await testApp.api.post(
      '/checkout',
      {
        cart: { items, discount_code: 'SINGLE' },
        payment_method_id: 'pm_made_up_by_a_prober',
        user: { personal_info: SWISS_BUYER },
        third_party_data: null,
      },
      { headers: bearer(prober.token) },
    );
    expect(madeUp.statusCode).toBe(402);
    expect((await codes.find('SINGLE'))?.uses).toBe(0);

    const customer = await newCustomer(testApp);
    const paid = await pay(customer.token, 'SINGLE');
    expect(paid.statusCode).toBe(200);
    expect((await codes.find('SINGLE'))?.uses).toBe(1);
  });

  it('holds the use again when the declined customer pays with another card', async () => {
    await makeCode('RETRY', { maxUses: 1 });
    const { token } = await newCustomer(testApp);
    const key = 'r'.repeat(32);
    const body = {
      cart: { items, discount_code: 'RETRY' },
      personal_info: SWISS_BUYER,
      extra: { stripe_payment_intent: key },
    };
    expect((await checkout(testApp, token, CARDS.declined, body)).statusCode).toBe(402);
    expect((await codes.find('RETRY'))?.uses).toBe(0);
    expect((await checkout(testApp, token, CARDS.succeeds, body)).statusCode).toBe(200);
    expect((await codes.find('RETRY'))?.uses).toBe(1);
  });
});

describe('node dist/server/main.js discount-code', () => {
  it('creates codes and lists them with their uses', async () => {
    expect(
      await discountCodeCommand(testApp.config, [
        'create',
        'autumn',
        '--percent',
        '15',
        '--expires',
        '2030-11-30',
        '--max-uses',
        '50',
        '--typefaces',
        'eb-garamond,literata',
      ]),
    ).toBe('Created AUTUMN: 15% off · used 0 of 50 · until 2030-11-30 · eb-garamond, literata');
    await discountCodeCommand(testApp.config, ['create', 'TENOFF', '--amount', '10']);
    const list = await discountCodeCommand(testApp.config, ['list']);
    expect(list).toContain('AUTUMN: 15% off · used 0 of 50 · until 2030-11-30');
    expect(list).toContain('TENOFF: $10 off · used 0 · no expiry · every typeface');
    expect(list).toMatch(/LASTONE: 20% off · used 1 of 1/);
  });

  it('refuses bad arguments and a code that exists', async () => {
    await expect(discountCodeCommand(testApp.config, ['create', 'X1'])).rejects.toThrow(UsageError);
    await expect(
      discountCodeCommand(testApp.config, ['create', 'NEWONE', '--percent', '120']),
    ).rejects.toThrow('--percent must be a number above 0 and at most 100.');
    await expect(
      discountCodeCommand(testApp.config, ['create', 'NEWTWO', '--percent', '5', '--amount', '5']),
    ).rejects.toThrow('Give either --percent or --amount.');
    await expect(
      discountCodeCommand(testApp.config, ['create', 'AUTUMN', '--percent', '5']),
    ).rejects.toThrow('The code AUTUMN exists already.');
    await expect(discountCodeCommand(testApp.config, ['delete'])).rejects.toThrow(UsageError);
  });
});
