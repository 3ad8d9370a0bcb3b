import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('FOUNDRY_COUNTRY and FOUNDRY_VAT_ID', () => {
  it('take the country from the last line of FOUNDRY_ADDRESS, Germany by default', () => {
    // The demo foundry (no address, no VAT ID set) has the demo VAT ID (docs/invoices.md).
    expect(loadConfig({}, '/srv').foundryTax).toEqual({ country: 'DE', vatId: 'DE123456788' });
    expect(
      loadConfig({ FOUNDRY_ADDRESS: '1 Rue|75001 Paris|France' }, '/srv').foundryTax.country,
    ).toBe('FR');
    expect(loadConfig({ FOUNDRY_ADDRESS: 'Somewhere|Atlantis' }, '/srv').foundryTax.country).toBe(
      'DE',
    );
  });

  it('let FOUNDRY_COUNTRY win, and normalise a VAT ID of its format', () => {
    expect(
      loadConfig({ FOUNDRY_COUNTRY: 'nl', FOUNDRY_VAT_ID: 'nl 123456789 b01' }, '/srv').foundryTax,
    ).toEqual({ country: 'NL', vatId: 'NL123456789B01' });
  });

  it('refuse an unknown country and a VAT ID of the wrong format', () => {
    expect(() => loadConfig({ FOUNDRY_COUNTRY: 'XX' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ FOUNDRY_VAT_ID: 'DE123' }, '/srv')).toThrow(/FOUNDRY_VAT_ID/);
  });
});
