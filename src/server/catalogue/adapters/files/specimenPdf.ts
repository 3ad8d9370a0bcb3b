import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import type { TypefaceRecord } from '../../app/TypefaceRecord';
import { writeBidiText } from './bidiPdfText';
import { specimenCharacters, writeCharacterGrid } from './specimenCharacterGrid';

/** The samples step down through these sizes; any beyond the last are set at the last. */
const SAMPLE_SIZES = [36, 24, 18, 14, 12, 10];
const MARGIN = 56;

/**
 * Part of the file name: raised when the way the PDF is set changes, because a specimen on
 * disk is never made again. 2: right-to-left samples in visual order (they were reversed).
 * 3: every sample (not the first four); small caps shown with the family's own small-caps text.
 * 4: the character set in a grid, only the glyphs the regular has.
 */
export const SPECIMEN_SETTING = 4;

/** The specimen set in the real fonts: name, styles, samples, features, character set. */
export async function renderSpecimenPdf(
  contentDir: string,
  record: TypefaceRecord,
  foundryName: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${record.name} Specimen`,
      Author: foundryName,
      Subject: `${record.name} typeface specimen`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const style of record.styles) {
    doc.registerFont(style.slug, path.join(contentDir, 'typefaces', record.slug, style.file_name));
  }
  const regular = regularStyle(record.styles);
  if (!regular) throw new Error(`${record.name} has no styles`);
  const features = new Set(record.features);
  // A right-to-left family's lines read right to left and sit on the right, even when one
  // starts with digits or is the family's Latin name; anything else keeps pdfkit's own setting.
  const direction = record.isRtl ? 'rtl' : 'ltr';
  const heading = (text: string) =>
    doc
      .moveDown(1)
      .font(regular.slug)
      .fontSize(9)
      .fillColor('#666')
      .text(text.toUpperCase())
      .fillColor('#000')
      .moveDown(0.4);

  doc.font(regular.slug).fontSize(48).text(record.name);
  doc
    .fontSize(10)
    .fillColor('#666')
    .text(`${foundryName} · ${record.author} · ${record.version}`)
    .fillColor('#000');

  heading(`${record.styles.length} styles`);
  for (const style of record.styles)
    writeBidiText(doc.font(style.slug).fontSize(18), `${record.name} ${style.name}`, { direction });

  heading('Samples');
  const samples = record.samples;
  (samples.length > 0 ? samples : [record.overviewText]).forEach((sample, index) => {
    const size = SAMPLE_SIZES[Math.min(index, SAMPLE_SIZES.length - 1)];
    writeBidiText(doc.font(regular.slug).fontSize(size), sample, { direction }).moveDown(0.3);
  });

  // Shown with the text the foundry wrote for its small caps: a font may carry `smcp` for a
  // Latin companion only (Vazirmatn), where the family's own Arabic overview would not change.
  const smallCaps = record.featureTexts.find(
    (text) => Array.isArray(text.features) && text.features.includes('smcp'),
  );
  if (features.has('smcp') && smallCaps) {
    heading('Small caps');
    writeBidiText(doc.font(regular.slug).fontSize(18), smallCaps.text, {
      direction,
      features: ['smcp'],
    });
  }
  for (const [tag, label] of [
    ['lnum', 'Lining figures'],
    ['onum', 'Oldstyle figures'],
  ] as const) {
    if (!features.has(tag)) continue;
    heading(label);
    doc
      .font(regular.slug)
      .fontSize(18)
      .text('0123456789 £1,234.50 — 1592', { features: [tag] });
  }

  heading('Character set');
  // Only what the regular draws (the characters are every style's), in a grid of cells.
  const regularFont = fontkit.create(
    await readFile(path.join(contentDir, 'typefaces', record.slug, regular.file_name)),
  ) as fontkit.Font;
  writeCharacterGrid(
    doc,
    regular.slug,
    specimenCharacters(record.characters, (codePoint) =>
      regularFont.hasGlyphForCodePoint(codePoint),
    ),
  );

  doc.end();
  return finished;
}
