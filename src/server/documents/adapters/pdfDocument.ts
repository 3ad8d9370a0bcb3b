import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export const PAGE_MARGIN = 56;

/** The document's own faces; the built-in Times stands in for a file that is missing. */
export interface DocumentFontFiles {
  regular: string;
  bold: string;
  italic: string;
}

export interface PdfRenderOptions {
  /** The foundry's face to set the document in; Times when absent or missing on disk. */
  fonts?: DocumentFontFiles;
  /** Font file per cart line font class, to set each line's name in its own typeface. */
  typefaceFiles?: Readonly<Record<string, string>>;
}

/** Names the renderers select faces by, whichever file backs them. */
export const FACE = {
  regular: 'document-regular',
  bold: 'document-bold',
  italic: 'document-italic',
};

const BUILT_IN: DocumentFontFiles = {
  regular: 'Times-Roman',
  bold: 'Times-Bold',
  italic: 'Times-Italic',
};

/** The foundry's own EB Garamond from the content folder: the documents show its type. */
export function foundryDocumentFonts(contentDir: string): DocumentFontFiles {
  const folder = path.join(contentDir, 'typefaces', 'eb-garamond');
  return {
    regular: path.join(folder, 'EBGaramond_400Regular.ttf'),
    bold: path.join(folder, 'EBGaramond_600SemiBold.ttf'),
    italic: path.join(folder, 'EBGaramond_400Regular_Italic.ttf'),
  };
}

export interface PdfInProgress {
  doc: PDFKit.PDFDocument;
  /** The finished file, once `doc.end()` has been called. */
  buffer: Promise<Buffer>;
  /** Registers a line's own typeface and answers its face name, or null when unknown. */
  typefaceFor(fontClass: string): string | null;
}

export function startPdf(title: string, author: string, options: PdfRenderOptions): PdfInProgress {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const buffer = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const files = options.fonts;
  for (const key of ['regular', 'bold', 'italic'] as const) {
    const file = files?.[key];
    doc.registerFont(FACE[key], file && existsSync(file) ? file : BUILT_IN[key]);
  }
  doc.font(FACE.regular);
  const typefaceFor = (fontClass: string): string | null => {
    const file = options.typefaceFiles?.[fontClass];
    if (!file || !existsSync(file)) return null;
    const face = `line-${fontClass}`;
    doc.registerFont(face, file);
    return face;
  };
  return { doc, buffer, typefaceFor };
}

/** "May 15, 2026" from an ISO date or time; the day of the date as written, in any zone. */
export function documentDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });
}
