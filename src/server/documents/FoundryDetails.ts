import type { ServerConfig } from '../config';

/** Who issues the documents: printed on every quote, invoice and certificate. */
export interface FoundryDetails {
  name: string;
  /** The postal address, one entry per printed line (FOUNDRY_ADDRESS). */
  address?: readonly string[];
  /**
   * One line printed where `address` is missing. Only for callers written before
   * FOUNDRY_ADDRESS existed, which pass the site's host here; build with foundryDetails().
   */
  addressLine?: string;
  email: string;
}

/** The issuer as configured: what every document should be given. */
export function foundryDetails(
  config: Pick<ServerConfig, 'foundryName' | 'foundryAddress' | 'foundryEmail'>,
): FoundryDetails {
  return { name: config.foundryName, address: config.foundryAddress, email: config.foundryEmail };
}

/** The address as printed lines: the configured lines, else the one-line stand-in. */
export function addressLinesOf(foundry: FoundryDetails): readonly string[] {
  if (foundry.address && foundry.address.length > 0) return foundry.address;
  return foundry.addressLine ? [foundry.addressLine] : [];
}
