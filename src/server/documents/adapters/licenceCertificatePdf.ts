import type { CartLine } from '../../../domain/cart/CartLine';
import { drawCartLines } from './cartLinesBlock';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';
import { documentDate, startPdf, type PdfRenderOptions } from './pdfDocument';

/** The proof of licence that goes into the order's font zip. */
export interface LicenceCertificate {
  foundry: FoundryIdentity;
  licensee: string;
  orderNumber: string;
  /** ISO date of the order. */
  date: string;
  /** The buyer's own reference (a purchase order number), if they gave one. */
  jobReference?: string | null;
  lines: readonly CartLine[];
  /** The scripts each line licenses, same index (Latin, the family's own, the extras bought). */
  scripts?: readonly (readonly string[])[];
  /** The later order that upgraded a line, by the line's index: its licence stands there now. */
  upgradedBy?: ReadonlyMap<number, string>;
}

/** Under each line: the scripts its fonts hold. */
export function scriptsNote(scripts: readonly string[]): string {
  return `Scripts: ${scripts.join(', ')}`;
}

/** Under an upgraded line: where its licence now stands. */
export function upgradedByNote(orderId: string): string {
  return `Upgraded by order #${orderId}: its licence certificate states this licence as it now stands.`;
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
    ...(certificate.jobReference
      ? [['Job reference', certificate.jobReference] as [string, string]]
      : []),
  ]);
  const upgradedBy = certificate.upgradedBy ?? new Map<number, string>();
  drawCartLines(pdf, certificate.lines, {
    pricesIn: null,
    notes: certificate.lines.map((_, index) => {
      const scripts = certificate.scripts?.[index] ?? [];
      const by = upgradedBy.get(index);
      const notes = [
        ...(scripts.length > 0 ? [scriptsNote(scripts)] : []),
        ...(by ? [upgradedByNote(by)] : []),
      ];
      return notes.length > 0 ? notes.join('\n') : null;
    }),
  });
  drawNote(
    pdf,
    `${certificate.foundry.name} licenses the fonts above to ${certificate.licensee} under ` +
      `the terms of the ${certificate.foundry.name} end user licence agreement enclosed with ` +
      `the fonts, for the uses listed with each.`,
  );
  pdf.doc.end();
  return pdf.buffer;
}
