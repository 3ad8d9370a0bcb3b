import type { InvoiceParty } from '../../documents/app/InvoiceDocument';

/**
 * The buyer (billing) or the licensee of an order as stored with it: the order information
 * of checkout step 2 at the moment of the order, never the profile as it is later changed.
 */
export type OrderParty = InvoiceParty;

/** How certificates and font name tables name the licensee: "Ada Lovelace, Analytical Ltd". */
export function licenseeName(party: OrderParty): string {
  return party.company ? `${party.name}, ${party.company}` : party.name;
}
