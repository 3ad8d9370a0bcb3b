import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TypefaceRecord } from '../../app/TypefaceRecord';
import type { DocumentBuilder } from '../../../workers/documentPool';
import type { GeneratedFileCache } from './generatedFileCache';
import { SPECIMEN_SETTING } from './specimenPdf';

/** A specimen PDF as the pool's worker builds it (documents/documentTasks.ts). */
export interface SpecimenPdfJob {
  kind: 'specimen-pdf';
  contentDir: string;
  record: TypefaceRecord;
  foundryName: string;
}

/**
 * DATA_DIR/files/specimens/<family>-<hash of its fonts and text>.pdf, made on first request in
 * the PDF pool's worker threads (a full queue: DocumentQueueFull, a 503 with Retry-After).
 */
export function ensureSpecimenPdf(
  files: GeneratedFileCache,
  pdfs: DocumentBuilder<SpecimenPdfJob>,
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
        record.version,
        // As the import stored them (JSON.stringify): the key of a file made before is kept.
        JSON.stringify(record.samples),
        JSON.stringify(record.featureTexts),
        ...record.styles.map((s) => s.file_hash),
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const target = path.join(dataDir, 'files', 'specimens', `${record.slug}-${key}.pdf`);
  // Any existing file under that name is current (mtime 0: never regenerate it).
  return files.ensure(target, 0, () =>
    pdfs.build({ kind: 'specimen-pdf', contentDir, record, foundryName }),
  );
}
