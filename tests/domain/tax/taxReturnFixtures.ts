import type { TaxReturnCreditNote, TaxReturnInvoice } from '../../../src/domain/tax/taxReturnRows';

let count = 0;

/** An invoice of a German foundry to a consumer in `country`, in euros, unless told otherwise. */
export function invoice(overrides: Partial<TaxReturnInvoice> = {}): TaxReturnInvoice {
  count += 1;
  return {
    invoiceNumber: `INV-${String(count).padStart(6, '0')}`,
    issuedAt: '2026-10-15T10:00:00.000Z',
    currency: 'EUR',
    netCents: 10_000,
    taxKind: 'vat',
    taxCents: 1_900,
    ratePercent: 19,
    taxCountry: 'DE',
    reverseCharge: false,
    buyerVatNumber: null,
    sellerCountry: 'DE',
    taxEurCents: null,
    unitsPerEuro: null,
    poundsStated: null,
    unitsPerPound: null,
    usState: null,
    ...overrides,
  };
}

export function creditNote(
  of: TaxReturnInvoice,
  overrides: Partial<TaxReturnCreditNote> = {},
): TaxReturnCreditNote {
  count += 1;
  return {
    number: `CN-${String(count).padStart(6, '0')}`,
    issuedAt: '2026-11-02T10:00:00.000Z',
    netCents: of.netCents,
    taxCents: of.taxCents,
    taxEurCents: of.taxEurCents,
    poundsStated: of.poundsStated,
    invoice: of,
    ...overrides,
  };
}
