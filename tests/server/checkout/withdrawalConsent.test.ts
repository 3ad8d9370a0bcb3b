import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_CONSENT_MESSAGE,
  WITHDRAWAL_CONSENT_RECEIPT,
} from '../../../src/domain/orders/withdrawalConsent';
import { mailTo } from '../mail/outbox';
import type { TestApp } from '../support/testApp';
import { CARDS, checkout, createCheckoutTestApp, familyItem, newCustomer } from './checkoutClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const FRENCH_CONSUMER = {
  name: 'Jeanne Dupont',
  address1: '1 Rue de Rivoli',
  zip_code: '75001',
  city: 'Paris',
  country: 'FR',
};
const cart = { items: [familyItem('eb-garamond')] };

const consentOf = async (orderId: string) =>
  (
    await testApp.database.db
      .selectFrom('orders')
      .select('withdrawal_consent_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).withdrawal_consent_at;

describe('the withdrawal consent of an EU consumer', () => {
  it('is required: without it the order is refused on its field and nothing is charged', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart,
      personal_info: FRENCH_CONSUMER,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'withdrawal_consent', message: WITHDRAWAL_CONSENT_MESSAGE, rule: 'required' },
    ]);
    const orders = await testApp.database.db.selectFrom('orders').select('id').execute();
    const charged = await testApp.database.db
      .selectFrom('payment_attempts')
      .select('order_id')
      .execute();
    expect(
      charged.filter((attempt) => orders.some((order) => order.id === attempt.order_id)),
    ).toEqual([]);
  });

  it('is stored with the order and repeated in the receipt', async () => {
    const { token, email } = await newCustomer(testApp);
    const paid = await checkout(testApp, token, CARDS.succeeds, {
      cart,
      personal_info: FRENCH_CONSUMER,
      extra: { withdrawal_consent: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(await consentOf(paid.json().order_id)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [mail] = await mailTo(testApp, email);
    expect(mail?.text).toContain(WITHDRAWAL_CONSENT_RECEIPT);
  });

  it('is not asked of a business with a VAT number, nor of a buyer outside the EU', async () => {
    for (const personal_info of [
      { ...FRENCH_CONSUMER, company: 'Atelier Dupont SARL', vat_number: 'FR 40 303 265 045' },
      { ...FRENCH_CONSUMER, country: 'GB', zip_code: 'SW1Y 4JH', city: 'London' },
    ]) {
      const { token, email } = await newCustomer(testApp);
      const paid = await checkout(testApp, token, CARDS.succeeds, { cart, personal_info });
      expect(paid.statusCode).toBe(200);
      expect(await consentOf(paid.json().order_id)).toBeNull();
      const [mail] = await mailTo(testApp, email);
      expect(mail?.text).not.toContain('right of withdrawal');
    }
  });
});
