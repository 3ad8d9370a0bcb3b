import { describe, expect, it } from 'vitest';
import { readTaxServiceSettings } from '../../../src/server/tax/app/taxServiceSettings';

function read(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  return { settings: readTaxServiceSettings(env, problems), problems };
}

describe('the tax services of the configuration', () => {
  it('uses the offline checks and table by default', () => {
    expect(read({})).toEqual({
      settings: { viesCheck: false, usSalesTax: { provider: 'table' } },
      problems: [],
    });
  });

  it('switches VIES and Stripe Tax on, Stripe Tax with the US key', () => {
    expect(
      read({
        VIES_CHECK: 'true',
        TAX_CALCULATOR: 'stripe_tax',
        STRIPE_SECRET_KEY: 'sk_test_main',
        STRIPE_SECRET_KEY_US: 'sk_test_us',
      }).settings,
    ).toEqual({ viesCheck: true, usSalesTax: { provider: 'stripe_tax', secretKey: 'sk_test_us' } });
  });

  it('names every mistake', () => {
    expect(read({ VIES_CHECK: 'yes', TAX_CALCULATOR: 'stripe_tax' }).problems).toEqual([
      'VIES_CHECK must be true or false, got "yes"',
      'TAX_CALCULATOR=stripe_tax needs STRIPE_SECRET_KEY(_US)',
    ]);
    expect(read({ TAX_CALCULATOR: 'taxjar' }).problems).toEqual([
      'TAX_CALCULATOR must be table or stripe_tax, got "taxjar"',
    ]);
  });
});
