import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import type { InvoiceTax } from '../../../domain/tax/invoiceTax';
import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';

/** A licensee as checkout's order information names them (docs/spec.md §3 personal info). */
export interface InvoiceParty {
  name: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  zip_code: string;
  city: string;
  state?: string | null;
  country: string;
  vat_number?: string | null;
  email?: string | null;
}

/** A paid order as `GET /orders/{id}/invoice.pdf` hands it out. */
export interface InvoiceDocument {
  foundry: FoundryIdentity;
  /** From the gapless sequence ("INV-000042"). */
  invoiceNumber: string;
  orderNumber: string;
  /** ISO date the invoice was issued: the day of payment. */
  issueDate: string;
  /** ISO date of supply: the day the fonts could be downloaded, which is the day of payment. */
  supplyDate: string;
  /** The buyer's own reference (a purchase order number), if they gave one. */
  jobReference: string | null;
  billedTo: InvoiceParty;
  /** The licensee of a third-party order, who is not the one paying. */
  thirdParty?: InvoiceParty | null;
  /** The priced cart the order stored. */
  cart: StoredPricedCart;
  /** The tax as stored with the order, and both VAT IDs. */
  tax: InvoiceTax;
  /** ISO 4217 code and symbol of the amounts. */
  currency: string;
  currencySymbol: string;
  /**
   * The last four digits of the card that paid; null when nothing was due (a 100 % code:
   * the order was paid with payment method `none`, no card was charged) and the invoice says so.
   */
  cardLast4: string | null;
}

/** The invoice's payment line of an order with a total of zero, and its receipt's. */
export const NO_PAYMENT_DUE = 'No payment due';
