import type { PdfRenderOptions } from './pdfDocument';
import { renderQuotePdf, type QuoteDocument } from './quotePdf';

/** A document a worker thread builds: what the builder takes, as plain data. */
export type DocumentTask = {
  kind: 'quote-pdf';
  document: QuoteDocument;
  options: PdfRenderOptions;
};

/**
 * The worker pool's entry (documentPool.ts): builds one document with the builder its
 * callers used to call on the request thread. Buffers cross threads as plain Uint8Arrays.
 */
export default async function buildDocument(task: DocumentTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'quote-pdf':
      return renderQuotePdf(task.document, task.options);
  }
}
