import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';
import { FACE, PAGE_MARGIN, type PdfInProgress } from './pdfDocument';

/**
 * The foundry's name large, its address small as a letterhead (one line per address line,
 * the e-mail after the last), then the document's title.
 */
export function drawDocumentHeader(
  pdf: PdfInProgress,
  foundry: FoundryIdentity,
  title: string,
): void {
  const { doc } = pdf;
  doc.font(FACE.regular).fontSize(26).fillColor('#000000').text(foundry.name, PAGE_MARGIN);
  const lines = [...foundry.address];
  const last = lines.pop();
  doc.fontSize(10).fillColor('#555555');
  for (const line of lines) doc.text(line);
  doc.text(last ? `${last} · ${foundry.email}` : foundry.email).fillColor('#000000');
  doc.moveDown(1.5);
  doc.font(FACE.bold).fontSize(18).text(title);
  doc.moveDown(0.3);
}

/** "Label: value" lines under the title (number, date, order). */
export function drawFacts(pdf: PdfInProgress, facts: readonly [string, string][]): void {
  const { doc } = pdf;
  doc.font(FACE.regular).fontSize(11);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, PAGE_MARGIN);
  doc.moveDown(1.2);
}

/** A small closing paragraph at the current position. */
export function drawNote(pdf: PdfInProgress, text: string): void {
  pdf.doc.moveDown(1.5).font(FACE.italic).fontSize(10).fillColor('#555555').text(text, PAGE_MARGIN);
  pdf.doc.fillColor('#000000');
}
