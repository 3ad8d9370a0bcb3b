import { createHash } from 'node:crypto';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { regularStyle } from '../answers/styleAnswer';
import type { TypefaceRecord } from '../answers/typefaceRecords';
import { parseJsonList } from '../answers/typefaceRecords';
import { writeBidiText } from '../../documents/bidiPdfText';
import type { GeneratedFileCache } from './generatedFileCache';

/** The samples step down through these sizes; any beyond the last are set at the last. */
const SAMPLE_SIZES = [36, 24, 18, 14, 12, 10];
const MARGIN = 56;

/** An entry of a typeface's feature_texts (content/typefaces/<slug>/typeface.yaml). */
interface FeatureText {
  title: string;
  features: string[];
  text: string;
}
/**
 * Part of the file name: raised when the way the PDF is set changes, because a specimen on
 * disk is never made again. 2: right-to-left samples in visual order (they were reversed).
 * 3: every sample (not the first four); small caps shown with the family's own small-caps text.
 */
const SPECIMEN_SETTING = 3;

/** DATA_DIR/files/specimens/<family>-<hash of its fonts and text>.pdf, made on first request. */
export function ensureSpecimenPdf(
  files: GeneratedFileCache,
  dataDir: string,
  contentDir: string,
  record: TypefaceRecord,
  foundryName: string,
): Promise<string> {
  // Keyed by what the PDF shows: new fonts or new samples give a new file, never a stale one.
  const key = createHash('sha256')
    .update(
      [
        SPECIMEN_SETTING,
        record.row.version,
        record.row.samples_json,
        record.row.feature_texts_json,
        ...record.styles.map((s) => s.file_hash),
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const target = path.join(dataDir, 'files', 'specimens', `${record.row.slug}-${key}.pdf`);
  // Any existing file under that name is current (mtime 0: never regenerate it).
  return files.ensure(target, 0, () => renderSpecimenPdf(contentDir, record, foundryName));
}

/** The specimen set in the real fonts: name, styles, samples, features, character set. */
export function renderSpecimenPdf(
  contentDir: string,
  record: TypefaceRecord,
  foundryName: string,
): Promise<Buffer> {
  const { row } = record;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${row.name} Specimen`,
      Author: foundryName,
      Subject: `${row.name} typeface specimen`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const style of record.styles) {
    doc.registerFont(style.slug, path.join(contentDir, 'typefaces', row.slug, style.file_name));
  }
  const regular = regularStyle(record.styles);
  if (!regular) throw new Error(`${row.name} has no styles`);
  const features = new Set(parseJsonList<string>(row.features_json));
  // A right-to-left family's lines read right to left and sit on the right, even when one
  // starts with digits or is the family's Latin name; anything else keeps pdfkit's own setting.
  const direction = row.is_rtl ? 'rtl' : 'ltr';
  const heading = (text: string) =>
    doc
      .moveDown(1)
      .font(regular.slug)
      .fontSize(9)
      .fillColor('#666')
      .text(text.toUpperCase())
      .fillColor('#000')
      .moveDown(0.4);

  doc.font(regular.slug).fontSize(48).text(row.name);
  doc
    .fontSize(10)
    .fillColor('#666')
    .text(`${foundryName} · ${row.author} · ${row.version}`)
    .fillColor('#000');

  heading(`${record.styles.length} styles`);
  for (const style of record.styles)
    writeBidiText(doc.font(style.slug).fontSize(18), `${row.name} ${style.name}`, { direction });

  heading('Samples');
  const samples = parseJsonList<string>(row.samples_json);
  (samples.length > 0 ? samples : [row.overview_text]).forEach((sample, index) => {
    const size = SAMPLE_SIZES[Math.min(index, SAMPLE_SIZES.length - 1)];
    writeBidiText(doc.font(regular.slug).fontSize(size), sample, { direction }).moveDown(0.3);
  });

  // Shown with the text the foundry wrote for its small caps: a font may carry `smcp` for a
  // Latin companion only (Vazirmatn), where the family's own Arabic overview would not change.
  const smallCaps = parseJsonList<FeatureText>(row.feature_texts_json).find(
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
  // Combining marks and controls have no shape of their own on a specimen line.
  const characters = [...row.characters]
    .filter((char) => /[^\p{M}\p{C}\p{Z}]/u.test(char))
    .join(' ');
  // In reading order like the rest, as the site's typeface card sets it (dir="rtl"): pdfkit
  // alone would list right-to-left letters left to right, each with its space on the wrong side.
  writeBidiText(doc.font(regular.slug).fontSize(14), characters, { direction, lineGap: 4 });

  doc.end();
  return finished;
}
