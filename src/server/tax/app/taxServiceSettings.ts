/**
 * Which tax services the server asks (docs/taxes.md "Configuration"):
 * - VIES_CHECK=true: buyers' VAT numbers are also checked live with VIES;
 * - TAX_CALCULATOR=stripe_tax: US sales tax comes from Stripe Tax (with local rates), with the
 *   US Stripe secret key (STRIPE_SECRET_KEY_US, else STRIPE_SECRET_KEY); the default `table`
 *   uses the offline state table.
 */
export interface TaxServiceSettings {
  viesCheck: boolean;
  usSalesTax: { provider: 'table' } | { provider: 'stripe_tax'; secretKey: string };
}

export function readTaxServiceSettings(
  env: NodeJS.ProcessEnv,
  problems: string[],
): TaxServiceSettings {
  const vies = env.VIES_CHECK?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false'].includes(vies)) {
    problems.push(`VIES_CHECK must be true or false, got "${env.VIES_CHECK}"`);
  }
  const calculator = env.TAX_CALCULATOR?.trim() || 'table';
  const settings: TaxServiceSettings = {
    viesCheck: vies === 'true',
    usSalesTax: { provider: 'table' },
  };
  if (calculator === 'stripe_tax') {
    const secretKey = env.STRIPE_SECRET_KEY_US?.trim() || env.STRIPE_SECRET_KEY?.trim();
    if (!secretKey) problems.push('TAX_CALCULATOR=stripe_tax needs STRIPE_SECRET_KEY(_US)');
    else settings.usSalesTax = { provider: 'stripe_tax', secretKey };
  } else if (calculator !== 'table') {
    problems.push(`TAX_CALCULATOR must be table or stripe_tax, got "${calculator}"`);
  }
  return settings;
}
