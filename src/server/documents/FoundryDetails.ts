import type { ServerConfig } from '../config';

/** Who issues the documents: printed on every quote, invoice and certificate. */
export interface FoundryDetails {
  name: string;
  /** The postal address, one entry per printed line (FOUNDRY_ADDRESS). */
  address: readonly string[];
  email: string;
}

/** The issuer as configured: what every document should be given. */
export function foundryDetails(
  config: Pick<ServerConfig, 'foundryName' | 'foundryAddress' | 'foundryEmail'>,
): FoundryDetails {
  return { name: config.foundryName, address: config.foundryAddress, email: config.foundryEmail };
}
