import type { ServerConfig } from '../../config';

/**
 * A production server still carrying (part of) the demo foundry's identity would print the
 * demo's name, address or VAT ID on real invoices: say which variables to set. Null when the
 * identity is the foundry's own or the server is not in production.
 */
export function demoIdentityWarning(
  config: Pick<ServerConfig, 'nodeEnv' | 'foundryLegal'>,
): string | null {
  const unset = config.foundryLegal.demoVariables;
  if (config.nodeEnv !== 'production' || unset.length === 0) return null;
  return (
    `The foundry identity printed on invoices, quotes and /legal-notice is still the demo's: ` +
    `set ${unset.join(', ')} (see .env.example).`
  );
}
