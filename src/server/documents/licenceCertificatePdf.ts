import type { CartLine } from '../../domain/cart/CartLine';
import { drawCartLines } from './cartLinesBlock';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import type { FoundryDetails } from './FoundryDetails';
import { documentDate, startPdf, type PdfRenderOptions } from './pdfDocument';

/** The proof of licence that goes into the order's font zip. */
export interface LicenceCertificate {
  foundry: FoundryDetails;
  licensee: string;
  orderNumber: string;
  /** ISO date of the order. */
  date: string;
  lines: readonly CartLine[];
}

export function renderLicenceCertificatePdf(
  certificate: LicenceCertificate,
  options: PdfRenderOptions = {},
): Promise<Buffer> {
  const pdf = startPdf(
    `Licence certificate, order #${certificate.orderNumber}`,
    certificate.foundry.name,
    options,
  );
  drawDocumentHeader(pdf, certificate.foundry, 'Licence certificate');
  drawFacts(pdf, [
    ['Licensee', certificate.licensee],
    ['Order', `#${certificate.orderNumber}`],
    ['Date', documentDate(certificate.date)],
  ]);
  drawCartLines(pdf, certificate.lines, { withPrices: false });
  drawNote(
    pdf,
    `${certificate.foundry.name} licenses the fonts above to ${certificate.licensee} under ` +
      `the terms of the ${certificate.foundry.name} end user licence agreement enclosed with ` +
      `the fonts, for the uses listed with each.`,
  );
  pdf.doc.end();
  return pdf.buffer;
}
