import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import type { ApiClient } from '../../src/application/ports/ApiClient';
import { AxiosSettingsGateway } from '../../src/infrastructure/settings/AxiosSettingsGateway';
import { TEST_SETTINGS } from '../application/fakes/FakeSettingsGateway';

function apiAnswering(body: unknown): ApiClient {
  const answer = <T>() => Promise.resolve(body as T);
  return { get: answer, post: answer, put: answer, delete: answer };
}

/** The wire's answer TEST_SETTINGS is read from (src/contract/settings.ts). */
const ANSWER = {
  maintenance_mode: false,
  currency: 'USD',
  currency_symbol: '$',
  pro_multiplication: 2,
  foundry_name: 'Northtype',
  abbreviation: 'NT',
  contact_email: 'hello@northtype.test',
};

async function failureOf(body: unknown): Promise<ApiError> {
  const error = await new AxiosSettingsGateway(apiAnswering(body)).load().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('settings validated at the boundary (the wire contract)', () => {
  it('reads a well-formed answer into the browser’s settings, dropping unknown fields', async () => {
    const gateway = new AxiosSettingsGateway(apiAnswering({ ...ANSWER, extra: 'ignored' }));
    await expect(gateway.load()).resolves.toEqual(TEST_SETTINGS);
  });

  it('turns each malformed field into an ErrorItem naming the field and the rule', async () => {
    const error = await failureOf({
      ...ANSWER,
      maintenance_mode: 'yes',
      pro_multiplication: '2',
    });
    expect(error.status).toBe(200);
    expect(error.errors).toEqual([
      {
        field: 'maintenance_mode',
        message: 'maintenance_mode must be a boolean value',
        rule: 'invalid_answer',
      },
      {
        field: 'pro_multiplication',
        message: expect.stringContaining('pro_multiplication must be a number') as string,
        rule: 'invalid_answer',
      },
    ]);
  });

  it('rejects an answer that is not an object', async () => {
    const error = await failureOf('<html>');
    expect(error.errors).toEqual([
      { field: null, message: 'The answer must be an object value', rule: 'invalid_answer' },
    ]);
  });

  it('makes the gateway reject with an ApiError instead of handing on bad settings', async () => {
    const error = await failureOf({ maintenance_mode: 1 });
    expect(error.errors.map((e) => e.field)).toContain('maintenance_mode');
  });
});
