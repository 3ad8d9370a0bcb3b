import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

describe('an e-mail address longer than 254 characters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => testApp.close());

  const longAddress = (length: number) =>
    `${'a'.repeat(length - '@fonts.example'.length)}@fonts.example`;

  it('is refused with a 4xx, never a 500, by register, login and password reset', async () => {
    const tooLong = longAddress(3000);
    for (const [path, body] of [
      ['/users/register', { email: tooLong, password: 'secret123' }],
      ['/users/login', { email: tooLong, password: 'secret123' }],
      ['/users/recover/password', { email: tooLong }],
    ] as const) {
      const answer = await testApp.api.post(path, body);
      expect(answer.statusCode, path).toBeLessThan(500);
      expect(answer.statusCode, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('is taken at 254 characters', async () => {
    const answer = await testApp.api.post('/users/register', {
      email: longAddress(254),
      password: 'secret123',
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
  });
});
