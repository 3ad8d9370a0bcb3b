import type { ServerConfig } from '../../config';

/**
 * Who sells and issues the documents: the one identity invoices, quotes, certificates,
 * e-mails, /contact and /legal-notice print. §5 DDG asks a business's site for its name and
 * address, its legal representative, an e-mail address, its register entry and its VAT ID;
 * §14(4) UStG and Art. 226 of Directive 2006/112/EC ask the invoice for the name, address
 * and VAT ID.
 */
export interface FoundryIdentity {
  name: string;
  /** The postal address, one entry per printed line (FOUNDRY_ADDRESS). */
  address: readonly string[];
  email: string;
  /** FOUNDRY_VAT_ID; the demo foundry has a demo ID. */
  vatId: string | null;
  /** FOUNDRY_REGISTER: the register court and number ("Amtsgericht Leipzig, HRB 00000"). */
  register: string | null;
  /** FOUNDRY_MANAGING_DIRECTOR: who represents the business. */
  managingDirector: string | null;
}

export type FoundryIdentityConfig = Pick<
  ServerConfig,
  'foundryName' | 'foundryAddress' | 'foundryEmail' | 'foundryTax' | 'foundryLegal'
>;

/** The issuer as configured: what every document, mail and page should be given. */
export function foundryIdentity(config: FoundryIdentityConfig): FoundryIdentity {
  return {
    name: config.foundryName,
    address: config.foundryAddress,
    email: config.foundryEmail,
    vatId: config.foundryTax.vatId,
    register: config.foundryLegal.register,
    managingDirector: config.foundryLegal.managingDirector,
  };
}
