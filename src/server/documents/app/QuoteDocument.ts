import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';
import type { InvoiceParty } from './InvoiceDocument';
import type { PrintedSample } from './PrintedSample';

/** A cart as the "Download cart as PDF quote" button hands it out (docs/spec.md §2 Shop, §7 cart/pdf). */
export interface QuoteDocument {
  foundry: FoundryIdentity;
  quoteNumber: string;
  /** ISO date the quote was made. */
  date: string;
  /** ISO date until which the prices hold. */
  validUntil: string;
  cart: StoredPricedCart;
  /** The buyer the cart was priced for (a saved address, or checkout's); null: unknown. */
  buyer?: InvoiceParty | null;
  currencySymbol: string;
  /** Each line's tester set-up to print under it (same index as `cart.lines`). */
  samples?: ReadonlyArray<PrintedSample | null>;
}
