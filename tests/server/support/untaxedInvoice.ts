import type { InvoiceTax } from '../../../src/domain/tax/invoiceTax';

/** The tax of an invoice that charged none: the orders built in memory by use-case tests. */
export const UNTAXED_INVOICE: InvoiceTax = {
  kind: 'none',
  ratePercentage: 0,
  cents: 0,
  country: null,
  reverseCharge: false,
  buyerVatNumber: null,
  sellerVatId: null,
  inEuros: null,
  inPounds: null,
};
