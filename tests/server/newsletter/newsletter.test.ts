import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import {
  NEWSLETTER_LOCATION_ABOUT,
  NEWSLETTER_SUCCESS_MESSAGE,
  TRIAL_MESSAGES,
} from '../../../src/domain/validation/trialForms';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
// Migrations and the content import take a while on PostgreSQL.
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe('POST /subscribe', () => {
  it('stores a subscription with its location, and subscribing twice is fine', async () => {
    const form = {
      email: 'Reader@Example.com',
      name: 'Rea Der',
      subscribe: true,
      newsletter_subscribe_location: NEWSLETTER_LOCATION_ABOUT,
    };
    for (const attempt of [form, { ...form, name: 'Rea D.' }]) {
      const response = await testApp.api.post('/subscribe', attempt);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ message: string }>().message).toBe(NEWSLETTER_SUCCESS_MESSAGE);
    }
    const rows = await testApp.database.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'name', 'location'])
      .execute();
    expect(rows).toEqual([
      { email: 'reader@example.com', name: 'Rea D.', location: NEWSLETTER_LOCATION_ABOUT },
    ]);
  });

  it('answers the newsletter form’s field errors', async () => {
    const response = await testApp.api.post('/subscribe', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      { field: 'email', message: TRIAL_MESSAGES.emailRequired, rule: 'required' },
    ]);
  });
});
