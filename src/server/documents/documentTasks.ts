import type { SpecimenPdfJob } from '../catalogue/adapters/files/specimenPdfFile';
import type { OrderZipJob } from '../fontLicensing/adapters/makeOrderZip';
import type { TrialZipJob } from '../trials/adapters/writeTrialZip';
import type { InvoiceDocument } from './app/InvoiceDocument';
import type { LicenceCertificate } from './adapters/licenceCertificatePdf';
import type { PdfRenderOptions } from './adapters/pdfDocument';
import type { QuoteDocument } from './app/QuoteDocument';
import type { DocumentPool } from '../workers/documentPool';

/** A document a worker thread builds: what the builder takes, as plain data. */
export type DocumentTask =
  | { kind: 'quote-pdf'; document: QuoteDocument; options: PdfRenderOptions }
  | { kind: 'invoice-pdf'; document: InvoiceDocument; options: PdfRenderOptions }
  | { kind: 'licence-certificate-pdf'; document: LicenceCertificate; options: PdfRenderOptions }
  | SpecimenPdfJob
  | OrderZipJob
  /** Written to its place on disk by the worker; the answer is empty. */
  | TrialZipJob;

/** The app's two pools (docs/operations.md "Documents"), each with its own bound. */
export interface DocumentPools {
  /** Quote, invoice, certificate and specimen PDFs: DOCUMENT_QUEUE_MAX waiting. */
  pdfs: DocumentPool<DocumentTask>;
  /** Order and trial zips, seconds each: ZIP_QUEUE_MAX waiting. */
  zips: DocumentPool<DocumentTask>;
}

/**
 * The worker pool's entry (documentWorker.ts, run by workers/documentPool.ts): builds one
 * document. Buffers cross threads as plain Uint8Arrays. Each builder is imported when its
 * first document is made: a thread that draws quotes never loads HarfBuzz, and the server
 * thread, which imports documentWorker.ts for its URL, loads neither.
 */
export default async function buildDocument(task: DocumentTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'quote-pdf':
      return (await import('./adapters/quotePdf')).renderQuotePdf(task.document, task.options);
    case 'invoice-pdf':
      return (await import('./adapters/invoicePdf')).renderInvoicePdf(task.document, task.options);
    case 'licence-certificate-pdf': {
      const { renderLicenceCertificatePdf } = await import('./adapters/licenceCertificatePdf');
      return renderLicenceCertificatePdf(task.document, task.options);
    }
    case 'specimen-pdf': {
      const { renderSpecimenPdf } = await import('../catalogue/adapters/files/specimenPdf');
      return renderSpecimenPdf(task.contentDir, task.record, task.foundryName);
    }
    case 'order-zip':
      return (await import('../fontLicensing/adapters/makeOrderZip')).makeOrderZip(task);
    case 'trial-zip':
      await (await import('../trials/adapters/writeTrialZip')).writeTrialZip(task);
      return new Uint8Array();
  }
}
