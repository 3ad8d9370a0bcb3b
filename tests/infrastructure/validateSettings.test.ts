import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import type { ApiClient } from '../../src/application/ports/ApiClient';
import { AxiosSettingsGateway } from '../../src/infrastructure/settings/AxiosSettingsGateway';
import { validateSettings } from '../../src/infrastructure/settings/validateSettings';
import { TEST_SETTINGS } from '../application/fakes/FakeSettingsGateway';

function apiAnswering(body: unknown): ApiClient {
  const answer = <T>() => Promise.resolve(body as T);
  return { get: answer, post: answer, put: answer, delete: answer };
}

describe('settings validated at the boundary (class-validator)', () => {
  it('accepts a well-formed answer and drops unknown fields', () => {
    const result = validateSettings({ ...TEST_SETTINGS, extra: 'ignored' });
    expect(result).toEqual({ ok: true, settings: TEST_SETTINGS });
  });

  it('turns each malformed field into an ErrorItem naming the field and the rule', () => {
    const result = validateSettings({
      ...TEST_SETTINGS,
      maintenance_mode: 'yes',
      pro_multiplication: '2',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        field: 'maintenance_mode',
        message: 'maintenance_mode must be a boolean value',
        rule: 'isBoolean',
      },
      {
        field: 'pro_multiplication',
        message: expect.stringContaining('pro_multiplication must be a number') as string,
        rule: 'isNumber',
      },
    ]);
  });

  it('rejects an answer that is not an object', () => {
    const result = validateSettings('<html>');
    expect(result.ok).toBe(false);
  });

  it('makes the gateway reject with an ApiError instead of handing on bad settings', async () => {
    const gateway = new AxiosSettingsGateway(apiAnswering({ maintenance_mode: 1 }));
    const error = await gateway.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.map((e) => e.field)).toContain('maintenance_mode');
  });

  it('hands on good settings', async () => {
    const gateway = new AxiosSettingsGateway(apiAnswering(TEST_SETTINGS));
    await expect(gateway.load()).resolves.toEqual(TEST_SETTINGS);
  });
});
