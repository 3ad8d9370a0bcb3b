import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vatDecision } from '../../../src/domain/tax/taxDecision';
import { renderInvoicePdf } from '../../../src/server/documents/adapters/invoicePdf';
import type { InvoiceDocument } from '../../../src/server/documents/app/InvoiceDocument';
import { foundryDocumentFonts } from '../../../src/server/documents/adapters/pdfDocument';
import { pdfText } from '../support/pdfText';
import type { PricedCart } from '../../../src/contract/cartAnswer';
import { foundry, invoiceTax, pricedCart } from './documentFixtures';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';

const fonts = foundryDocumentFonts(path.resolve('content'));

function invoiceText({
  cart: answer,
  ...overrides
}: Partial<Omit<InvoiceDocument, 'cart'>> & { cart?: PricedCart }): Promise<string> {
  const cart =
    answer ?? pricedCart({ usSalesTaxPercent: null, tax: vatDecision('DE', 'DE', null) });
  return renderInvoicePdf(
    {
      foundry,
      invoiceNumber: 'INV-000042',
      orderNumber: '20261126-7KQ2M9',
      issueDate: '2026-11-26T10:30:00Z',
      supplyDate: '2026-11-26T10:30:00Z',
      jobReference: null,
      billedTo: {
        name: 'Ada Lovelace',
        address1: 'Karl-Liebknecht-Straße 1',
        zip_code: '04107',
        city: 'Leipzig',
        country: 'DE',
      },
      cart: storedPricedCartOf(cart),
      tax: invoiceTax(cart),
      currency: 'USD',
      currencySymbol: '$',
      cardLast4: '4242',
      ...overrides,
    },
    { fonts },
  ).then(pdfText);
}

describe('an invoice as §14(4) UStG asks', () => {
  it('gives its number, the issue date, the date of supply and the seller with VAT ID', async () => {
    const text = await invoiceText({ supplyDate: '2026-11-25' });
    expect(text).toContain('Invoice INV-000042');
    expect(text).toContain('Invoice date: November 26, 2026');
    expect(text).toContain('Date of supply: November 25, 2026');
    expect(text).toContain("Seller's VAT ID: DE123456789");
    expect(text).toContain('Amtsgericht Leipzig, HRB 000000');
    expect(text).toContain('Managing director: Ada Fieldwork');
  });

  it('writes the buyer’s country out', async () => {
    const text = await invoiceText({});
    expect(text).toContain('04107 Leipzig\nGermany');
  });

  it('prints the buyer’s job reference when given, and no line when not', async () => {
    expect(await invoiceText({ jobReference: 'PO-2026-117' })).toContain(
      'Job reference: PO-2026-117',
    );
    expect(await invoiceText({})).not.toContain('Job reference');
  });

  it('prints the net amount once: no subtotal when no discount makes it differ', async () => {
    const cart = pricedCart({
      usSalesTaxPercent: null,
      tax: vatDecision('DE', 'DE', null),
      student: false,
    });
    const text = await invoiceText({ cart });
    expect(text).not.toContain('Subtotal');
    // $985 + $60 of lines; 19 % of $1,045 is $198.55.
    expect(text).toContain(
      'Alegreya Sans Bold $60\nDesktop: 1–5 computers\nExtra script: Greek\nNet amount $1,045',
    );
    expect(text).toContain('VAT 19% (Germany) $198.55');
    expect(text).toContain('Total (gross) $1,243.55');
  });

  it('gives the VAT in euros with the rate used and its date for an invoice in dollars', async () => {
    const cart = pricedCart({ usSalesTaxPercent: null, tax: vatDecision('DE', 'DE', null) });
    const text = await invoiceText({
      cart,
      tax: {
        ...invoiceTax(cart),
        inEuros: { cents: 6188, unitsPerEuro: 1.0548, rateDate: '2026-11-26' },
      },
    });
    expect(text).toContain(
      'VAT in EUR: €61.88 (1 EUR = 1.0548 USD, ECB reference rate of November 26, 2026)',
    );
  });
});
