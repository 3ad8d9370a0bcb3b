import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../../src/server/documents/adapters/invoicePdf';
import { renderLicenceCertificatePdf } from '../../../src/server/documents/adapters/licenceCertificatePdf';
import { foundryDocumentFonts } from '../../../src/server/documents/adapters/pdfDocument';
import { renderQuotePdf } from '../../../src/server/documents/adapters/quotePdf';
import { pdfText } from '../support/pdfText';
import { vatDecision } from '../../../src/domain/tax/taxDecision';
import { foundry, invoiceTax, pricedCart } from './documentFixtures';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';

const contentDir = path.resolve('content');
const fonts = foundryDocumentFonts(contentDir);

describe('the PDF quote', () => {
  it('lists the lines with their licences, the discount, the tax and the total', async () => {
    const cart = pricedCart();
    const pdf = await renderQuotePdf(
      {
        foundry,
        quoteNumber: 'Q-2026-0042',
        date: '2026-05-15',
        validUntil: '2026-06-14',
        cart: storedPricedCartOf(cart),
        currencySymbol: '$',
      },
      { fonts },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Fieldwork Type Foundry');
    expect(text).toContain('12 Press Lane\n04109 Leipzig\nGermany · shop@fieldwork.example');
    expect(text).toContain('Quote number: Q-2026-0042');
    expect(text).toContain('Date: May 15, 2026');
    const [family, style] = cart.cart;
    expect(text).toContain(`EB Garamond Family ${family?.value}`);
    expect(text).toContain('Desktop: 1–5 computers');
    expect(text).toContain('Web: Up to 10,000 page views a month');
    expect(text).toContain('Extra scripts: Cyrillic, Greek');
    expect(text).toContain(`Alegreya Sans Bold ${style?.value}`);
    expect(text).toContain('Extra script: Greek');
    expect(text).toContain(`Student discount (50%) ${cart.discounts[0]?.value}`);
    expect(text).toContain(`US sales tax (7.25%) $${cart.us_sales_tax}`);
    expect(text).toContain(`Total ${cart.total.value}`);
    expect(text).toContain('This quote is valid until June 14, 2026.');
  });

  it("embeds the foundry's own typeface", async () => {
    const pdf = await renderQuotePdf(
      {
        foundry,
        quoteNumber: 'Q-1',
        date: '2026-05-15',
        validUntil: '2026-06-14',
        cart: storedPricedCartOf(pricedCart()),
        currencySymbol: '$',
      },
      { fonts },
    );
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+EBGaramond-Regular/);
  });

  it('falls back to a built-in face when the font file is missing', async () => {
    const missing = foundryDocumentFonts('/nowhere');
    const pdf = await renderQuotePdf(
      {
        foundry,
        quoteNumber: 'Q-2',
        date: '2026-05-15',
        validUntil: '2026-06-14',
        cart: storedPricedCartOf(pricedCart()),
        currencySymbol: '$',
      },
      { fonts: missing },
    );
    expect(pdf.toString('latin1')).toContain('/BaseFont /Times-Roman');
    expect(pdfText(pdf)).toContain(`Total ${pricedCart().total.value}`);
  });

  it('sets each line in its own typeface when its font file is known', async () => {
    const pdf = await renderQuotePdf(
      {
        foundry,
        quoteNumber: 'Q-3',
        date: '2026-05-15',
        validUntil: '2026-06-14',
        cart: storedPricedCartOf(pricedCart()),
        currencySymbol: '$',
      },
      {
        fonts,
        typefaceFiles: {
          'ff-alegreya-sans': path.join(
            contentDir,
            'typefaces/alegreya-sans/AlegreyaSans_700Bold.ttf',
          ),
        },
      },
    );
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+AlegreyaSans-Bold/);
    expect(pdfText(pdf)).toContain('Alegreya Sans Bold');
  });

  it('shows no tax line for an order outside the US', async () => {
    const cart = pricedCart({ usSalesTaxPercent: null });
    const pdf = await renderQuotePdf(
      {
        foundry,
        quoteNumber: 'Q-4',
        date: '2026-05-15',
        validUntil: '2026-06-14',
        cart: storedPricedCartOf(cart),
        currencySymbol: '$',
      },
      { fonts },
    );
    const text = pdfText(pdf);
    expect(text).not.toContain('US sales tax (');
    expect(text).toContain(`Total ${cart.total.value}`);
  });
});

describe('the PDF invoice', () => {
  const billedTo = {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    address1: '1 St James’s Square',
    zip_code: 'SW1Y 4JU',
    city: 'London',
    country: 'GB',
    vat_number: 'GB123456789',
  };

  it('names the invoice, the order, the buyer, the lines, the total and the card', async () => {
    const cart = pricedCart();
    const pdf = await renderInvoicePdf(
      {
        foundry,
        invoiceNumber: '2026-0107',
        orderNumber: '1042',
        issueDate: '2026-05-15T10:30:00Z',
        supplyDate: '2026-05-15T10:30:00Z',
        jobReference: null,
        billedTo,
        cart: storedPricedCartOf(cart),
        tax: invoiceTax(cart),
        currency: 'USD',
        currencySymbol: '$',
        cardLast4: '4242',
      },
      { fonts },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Invoice 2026-0107',
      'Invoice number: 2026-0107',
      'Invoice date: May 15, 2026',
      'Date of supply: May 15, 2026',
      'Order: #1042',
      "Seller's VAT ID: DE123456789",
      'Billed to',
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '1 St James’s Square',
      'SW1Y 4JU London',
      'United Kingdom',
      'VAT number: GB123456789',
      `EB Garamond Family ${cart.cart[0]?.value}`,
      `Subtotal $${cart.subtotal}`,
      `US sales tax (7.25%) $${cart.us_sales_tax}`,
      `Total (gross) ${cart.total.value}`,
      'Paid by card ending 4242',
      'Fieldwork Type Foundry · 12 Press Lane, 04109 Leipzig, Germany · shop@fieldwork.example',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Licensee');
  });

  it('names the third-party licensee beside the buyer', async () => {
    const pdf = await renderInvoicePdf(
      {
        foundry,
        invoiceNumber: '2026-0108',
        orderNumber: '1043',
        issueDate: '2026-05-15',
        supplyDate: '2026-05-15',
        jobReference: null,
        billedTo,
        thirdParty: {
          name: 'Grace Hopper',
          company: 'Compilers Inc.',
          address1: '5 Harbor Road',
          zip_code: '10001',
          city: 'New York',
          state: 'NY',
          country: 'US',
          email: 'grace@compilers.example',
        },
        cart: storedPricedCartOf(pricedCart()),
        tax: invoiceTax(pricedCart()),
        currency: 'USD',
        currencySymbol: '$',
        cardLast4: '0005',
      },
      { fonts },
    );
    const text = pdfText(pdf);
    expect(text).toContain('Billed to\nAda Lovelace');
    expect(text).toContain('Licensee\nGrace Hopper\nCompilers Inc.');
    expect(text).toContain('10001 New York NY');
    expect(text).toContain('grace@compilers.example');
  });
});

describe('the licence certificate', () => {
  it('names the licensee, the order and each licence, without prices', async () => {
    const cart = pricedCart();
    const pdf = await renderLicenceCertificatePdf(
      {
        foundry,
        licensee: 'Analytical Engines Ltd',
        orderNumber: '1042',
        date: '2026-05-15',
        lines: storedPricedCartOf(cart).lines,
      },
      { fonts },
    );
    const text = pdfText(pdf);
    expect(text).toContain('Licence certificate');
    expect(text).toContain('Licensee: Analytical Engines Ltd');
    expect(text).toContain('Order: #1042');
    expect(text).toContain('EB Garamond Family');
    expect(text).toContain('Desktop: 1–5 computers');
    expect(text).not.toContain(cart.cart[0]?.value ?? '-');
    expect(text).toMatch(/licenses the fonts above to Analytical Engines Ltd/);
  });
});

describe('the PDF invoice of a VAT order', () => {
  const billedTo = {
    name: 'Ada Lovelace',
    address1: '1 Rue de Rivoli',
    zip_code: '75001',
    city: 'Paris',
  };

  it('states net, VAT by rate and gross for a German consumer', async () => {
    const cart = pricedCart({ usSalesTaxPercent: null, tax: vatDecision('DE', 'DE', null) });
    const pdf = await renderInvoicePdf(
      {
        foundry,
        invoiceNumber: '2026-0109',
        orderNumber: '2026-0109',
        issueDate: '2026-05-15',
        supplyDate: '2026-05-15',
        jobReference: null,
        billedTo: { ...billedTo, country: 'DE', vat_number: null },
        cart: storedPricedCartOf(cart),
        tax: invoiceTax(cart),
        currency: 'USD',
        currencySymbol: '$',
        cardLast4: '4242',
      },
      { fonts },
    );
    const text = pdfText(pdf);
    // $687 of lines, half off for a student: net $343.50; 19 % is $65.265, so $65.27.
    expect(text).toContain('Subtotal $687');
    expect(text).toContain('Student discount (50%) -$343.50');
    expect(text).toContain('Net amount $343.50');
    expect(text).toContain('VAT 19% (Germany) $65.27');
    expect(text).toContain('Total (gross) $408.77');
    expect(text).not.toContain('Reverse charge');
  });

  it('says "Reverse charge" with both VAT IDs for a business elsewhere in the EU', async () => {
    const cart = pricedCart({
      usSalesTaxPercent: null,
      tax: vatDecision('DE', 'FR', 'FR40303265045'),
    });
    const pdf = await renderInvoicePdf(
      {
        foundry,
        invoiceNumber: '2026-0110',
        orderNumber: '2026-0110',
        issueDate: '2026-05-15',
        supplyDate: '2026-05-15',
        jobReference: null,
        billedTo: { ...billedTo, country: 'FR', vat_number: 'FR 40 303 265 045' },
        cart: storedPricedCartOf(cart),
        tax: invoiceTax(cart),
        currency: 'USD',
        currencySymbol: '$',
        cardLast4: '4242',
      },
      { fonts },
    );
    const text = pdfText(pdf);
    expect(text).toContain('VAT 0% (reverse charge) $0');
    expect(text).toContain('Total (gross) $343.50');
    expect(text).toContain(
      'Reverse charge\nReverse charge: the recipient of this service is liable',
    );
    expect(text).toContain("Seller's VAT ID: DE123456789");
    expect(text).toContain("Buyer's VAT ID: FR40303265045");
  });
});
