import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isCountryCode } from '../../../src/domain/geography/countries';
import { isUsStateCode, US_STATES, usStateName } from '../../../src/domain/geography/usStates';

describe('US states', () => {
  it('has 59 entries with unique two-letter codes, DC and territories included', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(59);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW']) {
      expect(isUsStateCode(code)).toBe(true);
    }
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('looks up names by code', () => {
    expect(usStateName('NY')).toBe('New York');
    expect(usStateName('XX')).toBeUndefined();
    expect(isUsStateCode('XX')).toBe(false);
  });
});

describe('countries', () => {
  it('has the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('looks up names by code', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('XK')).toBeUndefined();
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
  });
});
