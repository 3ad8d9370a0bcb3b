import type { TaxDecision } from '../../../domain/tax/taxDecision';
import type { OrderParty } from '../../orders/app/OrderParty';
import type { CartCaller } from './CartCaller';

/**
 * Whom a cart is priced for, where the shop knows it: the party that would be invoiced, and
 * the tax of its address. The cart, the shop's prices (docs/taxes.md "Prices including VAT"),
 * the quote and the shared link are priced with that tax.
 */
export interface CartBillingParty {
  party: OrderParty;
  tax: TaxDecision;
}

/**
 * The billing party of a caller's cart: the address checkout's address step was last given
 * for this cart, else a logged-in customer's saved address; null while neither places a
 * buyer. BillingPartyOfCart (src/server/checkout) is the adapter.
 */
export interface BillingParties {
  of(caller: CartCaller): Promise<CartBillingParty | null>;
}

/** For a shop that knows no buyer before checkout (and for tests of the bare cart). */
export const NO_BILLING_PARTIES: BillingParties = { of: async () => null };
