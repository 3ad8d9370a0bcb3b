import type { PersonalInfo } from '../../../contract/accounts';

/**
 * The personal info saved with an account, as the contract declares it (GET /me answers it).
 * Stored as JSON: the checkout and the club registration each write the fields they own.
 */
export type { PersonalInfo };

export function parsePersonalInfo(json: string): PersonalInfo {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as PersonalInfo)
      : {};
  } catch {
    return {};
  }
}

/** Only string fields that were really given replace what is saved. */
export function mergePersonalInfo(saved: PersonalInfo, update: PersonalInfo): PersonalInfo {
  const merged: PersonalInfo = { ...saved };
  for (const [key, value] of Object.entries(update) as [keyof PersonalInfo, unknown][]) {
    if (typeof value === 'string' || typeof value === 'boolean') {
      (merged as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return merged;
}
