import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { foundryIdentity } from '../../../src/server/foundry/app/FoundryIdentity';
import { renderInvoicePdf } from '../../../src/server/documents/adapters/invoicePdf';
import { foundryDocumentFonts } from '../../../src/server/documents/adapters/pdfDocument';
import { renderQuotePdf } from '../../../src/server/documents/adapters/quotePdf';
import { pdfText } from '../support/pdfText';
import { invoiceTax, pricedCart } from './documentFixtures';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';

const fonts = foundryDocumentFonts(path.resolve('content'));

const quoteOf = (env: Record<string, string>) =>
  renderQuotePdf(
    {
      foundry: foundryIdentity(loadConfig({ PUBLIC_URL: 'https://fonts.example', ...env }, '/srv')),
      quoteNumber: 'Q-20260515-ABCDEF',
      date: '2026-05-15',
      validUntil: '2026-06-14',
      cart: storedPricedCartOf(pricedCart()),
      currencySymbol: '$',
    },
    { fonts },
  );

const invoiceOf = (env: Record<string, string>) =>
  renderInvoicePdf(
    {
      foundry: foundryIdentity(loadConfig({ PUBLIC_URL: 'https://fonts.example', ...env }, '/srv')),
      invoiceNumber: '20260515-7KQ2M9',
      orderNumber: '20260515-7KQ2M9',
      issueDate: '2026-05-15T10:30:00Z',
      supplyDate: '2026-05-15T10:30:00Z',
      jobReference: null,
      billedTo: {
        name: 'Ada Lovelace',
        address1: '1 St James’s Square',
        zip_code: 'SW1Y 4JU',
        city: 'London',
        country: 'GB',
      },
      cart: storedPricedCartOf(pricedCart()),
      tax: invoiceTax(pricedCart()),
      currency: 'USD',
      currencySymbol: '$',
      cardLast4: '4242',
    },
    { fonts },
  );

describe('FOUNDRY_ADDRESS', () => {
  it("defaults to the example foundry's address, one entry per line", () => {
    expect(loadConfig({}, '/srv').foundryAddress).toEqual([
      '12 Press Lane',
      '04109 Leipzig',
      'Germany',
    ]);
  });

  it('splits lines at |, at line breaks and at a literal \\n, and trims them', () => {
    for (const raw of [
      'Unit 4 | Mill Yard|Leeds',
      'Unit 4\nMill Yard\r\nLeeds',
      'Unit 4\\nMill Yard\\nLeeds',
    ]) {
      expect(loadConfig({ FOUNDRY_ADDRESS: raw }, '/srv').foundryAddress).toEqual([
        'Unit 4',
        'Mill Yard',
        'Leeds',
      ]);
    }
  });

  it('refuses an address without a line', () => {
    expect(() => loadConfig({ FOUNDRY_ADDRESS: ' | | ' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ FOUNDRY_ADDRESS: ' | | ' }, '/srv')).toThrow(/FOUNDRY_ADDRESS/);
  });
});

describe('the foundry address on documents', () => {
  it('prints the default address on a quote, as a letterhead, instead of the host name', async () => {
    const lines = pdfText(await quoteOf({})).split('\n');
    const name = lines.indexOf('Fieldwork Type Foundry');
    expect(lines.slice(name, name + 4)).toEqual([
      'Fieldwork Type Foundry',
      '12 Press Lane',
      '04109 Leipzig',
      'Germany · hello@fieldwork.example',
    ]);
    expect(lines.join('\n')).not.toContain('fonts.example ·');
  });

  it('prints a configured address on the invoice, in the letterhead and the closing line', async () => {
    const text = pdfText(
      await invoiceOf({
        FOUNDRY_ADDRESS:
          'Fieldwork Type Foundry Ltd|Unit 4, 9 Mill Yard|Leeds LS1 4AB|United Kingdom',
        FOUNDRY_EMAIL: 'shop@fieldwork.example',
      }),
    );
    expect(text).toContain(
      'Fieldwork Type Foundry Ltd\nUnit 4, 9 Mill Yard\nLeeds LS1 4AB\nUnited Kingdom · shop@fieldwork.example',
    );
    // The closing line is long enough to wrap: compare it as one run of words.
    expect(text.replace(/\s*\n\s*/g, ' ')).toContain(
      'Fieldwork Type Foundry · Fieldwork Type Foundry Ltd, Unit 4, 9 Mill Yard, Leeds LS1 4AB, ' +
        'United Kingdom · shop@fieldwork.example',
    );
    expect(text).not.toContain('Germany');
  });
});
