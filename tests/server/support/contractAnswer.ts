import { expect } from 'vitest';
import type { Endpoint } from '../../../src/contract/Endpoint';
import type { TestApp } from './testApp';

/**
 * `expectContractAnswer(endpoint, path)`: a GET that answers 200 in its endpoint's shape, the
 * answer as the browser reads it (parsed by the same endpoint of the contract).
 */
export function contractAnswerCheck(app: () => TestApp) {
  return async (endpoint: Endpoint, path: string) => {
    const response = await app().api.get(path);
    expect(response.statusCode, path).toBe(200);
    const parsed = endpoint.response.safeParse(response.json());
    expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    return response.json<Record<string, unknown>>();
  };
}
