import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentTask } from '../../../src/server/documents/documentTasks';
import { renderInvoicePdf } from '../../../src/server/documents/adapters/invoicePdf';
import { renderLicenceCertificatePdf } from '../../../src/server/documents/adapters/licenceCertificatePdf';
import { foundryDocumentFonts } from '../../../src/server/documents/adapters/pdfDocument';
import { makeOrderZip } from '../../../src/server/fontLicensing/adapters/makeOrderZip';
import { documentWorkerUrl } from '../../../src/server/documents/documentWorkerUrl';
import { DocumentPool } from '../../../src/server/workers/documentPool';
import { foundry, invoiceTax, pricedCart } from '../documents/documentFixtures';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';
import { pdfText } from '../support/pdfText';
import { unzip } from '../support/unzip';

/*
 * The documents the server used to make on its own thread are made in the pool's worker
 * threads: the same builders, so the same text and the same files. (Not the same bytes: a
 * PDF carries the moment it was made.)
 */
const contentDir = path.resolve('content');
const options = { fonts: foundryDocumentFonts(contentDir) };
const pool = new DocumentPool({ workerUrl: documentWorkerUrl, threads: 1 });
afterAll(() => pool.close());

describe('a document made in the pool', () => {
  it('is the invoice and the certificate the request thread made, line for line', async () => {
    const cart = pricedCart();
    const invoice = {
      foundry,
      invoiceNumber: '2026-0107',
      orderNumber: '1042',
      issueDate: '2026-05-15T10:30:00Z',
      supplyDate: '2026-05-15T10:30:00Z',
      jobReference: 'PO 7',
      billedTo: {
        name: 'Ada Lovelace',
        address1: '1 St James’s Square',
        zip_code: 'SW1Y 4JU',
        city: 'London',
        country: 'GB',
      },
      cart: storedPricedCartOf(cart),
      tax: invoiceTax(cart),
      currency: 'USD',
      currencySymbol: '$',
      cardLast4: '4242',
    };
    const certificate = {
      foundry,
      licensee: 'Analytical Engines Ltd',
      orderNumber: '1042',
      date: '2026-05-15',
      lines: storedPricedCartOf(cart).lines,
      upgradedBy: new Map([[0, '1077']]),
    };
    const tasks: [DocumentTask, Promise<Buffer>][] = [
      [{ kind: 'invoice-pdf', document: invoice, options }, renderInvoicePdf(invoice, options)],
      [
        { kind: 'licence-certificate-pdf', document: certificate, options },
        renderLicenceCertificatePdf(certificate, options),
      ],
    ];
    for (const [task, inThread] of tasks) {
      const pooled = pdfText(await pool.build(task));
      expect(pooled).toBe(pdfText(await inThread));
      expect(pooled).toContain('1042');
    }
  }, 120_000);

  it("is the order's zip the request thread made, file for file", async () => {
    const latinOnly = { licensed: ['Latin'], withheld: ['Greek', 'Cyrillic'] };
    const job = {
      kind: 'order-zip' as const,
      styles: [
        {
          familyName: 'EB Garamond',
          path: path.join(contentDir, 'typefaces', 'eb-garamond', 'EBGaramond_400Regular.ttf'),
          desktop: latinOnly,
          web: null,
        },
      ],
      stamp: { licensee: 'Ada Lovelace', orderNumber: '1042', foundry: 'Fieldwork' },
      licenceText: 'End user licence agreement',
      certificatePdf: new Uint8Array(Buffer.from('%PDF-1.3')),
      fontCacheDir: null,
    };
    const pooled = unzip(await pool.build(job));
    const inThread = unzip(await makeOrderZip(job));
    expect([...pooled.keys()].sort()).toEqual([...inThread.keys()].sort());
    for (const name of ['README.txt', 'Licence.txt']) {
      expect(pooled.get(name)?.toString()).toBe(inThread.get(name)?.toString());
    }
    expect(pooled.has('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf')).toBe(true);
  }, 120_000);
});
